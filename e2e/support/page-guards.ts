import { expect, type Page } from '@playwright/test';

/** What a page reported against its Content-Security-Policy. */
export interface CspViolation {
  page: string;
  directive: string;
  blockedURI: string;
  sample: string;
  /** Where the blocked code was, e.g. `http://localhost:3101/611.b67bad68.js:1`. */
  source: string;
}

/**
 * Records every `securitypolicyviolation` event of the page's documents (set up before the first
 * navigation: the listener is added by an init script, which the policy does not govern).
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
        .__reportCspViolation;
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return violations;
}

/** Script payloads that ran: each payload calls `window.__xss(<its label>)`, or opens a dialog. */
export interface XssRuns {
  labels: string[];
  dialogs: string[];
}

/** Exposes `window.__xss` and records every call and every dialog (alert, confirm, prompt). */
export async function watchXss(page: Page): Promise<XssRuns> {
  const runs: XssRuns = { labels: [], dialogs: [] };
  await page.exposeFunction('__xss', (label: unknown) => {
    runs.labels.push(`${String(label)} @ ${new URL(page.url()).pathname}`);
  });
  page.on('dialog', (dialog) => {
    runs.dialogs.push(`${dialog.type()}: ${dialog.message()} @ ${new URL(page.url()).pathname}`);
    void dialog.dismiss().catch(() => {});
  });
  return runs;
}

/**
 * Waits until the page has settled: its sections and data loaded. Some pages never go quiet
 * (the home's carousels keep loading pictures), so a quiet network is waited for 5 s at most.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.getByRole('main').first()).not.toBeEmpty();
  // No section failed.
  await expect(page.getByText('No pudimos cargar esta sección.')).toHaveCount(0);
}
