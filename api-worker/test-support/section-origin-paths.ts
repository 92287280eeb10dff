/**
 * The fake section origin of the server-rendered pages' workerd tests
 * (section-origins-global-setup.ts): what it does for a page path (the `path` its render endpoint
 * is asked for); every other path renders a fragment naming the section and the path.
 */
export const SECTION_BEHAVIOUR: Record<string, 'throws' | 'slow' | 'not-json' | 'in-parts' | 'cut'> = {
  '/noticias/7/2': 'throws',
  '/noticias/7/3': 'slow',
  '/noticias/7/4': 'not-json',
  // Slow pages of their own tests: a page's failed render is remembered a few seconds.
  '/noticias/7/5': 'slow',
  '/noticias/7/6': 'slow',
  // The protocol's two parts: the opening at once, the HTML IN_PARTS_DELAY_MS later, or a failure.
  '/noticias/7/7': 'in-parts',
  '/noticias/7/8': 'cut',
};

/** How long after its opening the 'in-parts' page's HTML comes (within SSR_BUDGET_MS). */
export const IN_PARTS_DELAY_MS = 80;

/** What the fake origin answers at `/_renders?path=`: the renders of a page asked and dropped. */
export interface RenderCount {
  asked: number;
  /** Renders whose caller closed the connection before the answer (the portal gave up). */
  dropped: number;
}

/** How late the slow section answers: well past SSR_BUDGET_MS (250 ms in those tests). */
export const SLOW_SECTION_MS = 3_000;

/** The shell's stylesheet in the workerd-pages project's static assets (inlined into documents). */
export const SHELL_TEST_CSS = 'body{margin:0;font-family:system-ui}\n';

/** The stylesheet the fake section origin serves for a page module of a section. */
export function sectionTestCss(remote: string, module: string): string {
  return `.fragmento[data-remote="${remote}"][data-module="${module}"]{font-size:1.5rem}\n`;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake section origin (section-origins-global-setup.ts), for the workerd-pages project. */
    sectionOrigin: string;
  }
}
