import type { PageHead, PageStatus, SectionFragment } from '@portal/contracts';

/**
 * A section's answer in the fragment protocol (@portal/contracts), for the fake section origins
 * of the tests: `html` with a plain head, status 200 unless told.
 */
export function fakeFragment(
  html: string,
  {
    status = 200,
    answers = {},
    head = { title: 'Sección', description: 'Una página de prueba.' },
  }: { status?: PageStatus; answers?: SectionFragment['answers']; head?: PageHead } = {},
): SectionFragment {
  return { html, status, head, answers };
}
