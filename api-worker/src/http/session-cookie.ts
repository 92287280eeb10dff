/** The staff session's cookie (auth/sessions.ts keeps what it holds and what it means). */
export const SESSION_COOKIE = 'sid';

const SESSION_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * Whether a request's Cookie header carries a staff session cookie, live or not. Public answers
 * are the same for every visitor; only staff may read what they have just changed, so only this
 * cookie keeps an answer out of the shared caches (other cookies, such as the section releases'
 * visitor number, change nothing an answer says). Reading the header costs no database lookup.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader != null && SESSION_COOKIE_PAIR.test(cookieHeader);
}
