import { expect, test } from '../support/test';
import { watchCspViolations } from '../support/page-guards';

// Issue #16: the API described for people at /api/docs (Scalar), its script one of the portal's
// own static files, under the page's own Content-Security-Policy (no 'unsafe-eval').

test('the API reference page shows the declared calls, with nothing blocked', async ({ page }) => {
  // Scalar parses and draws every declared call: over 25 s on a CI machine with both cores busy.
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const script = await page.request.get('/api-docs/scalar.js');
  expect(script.status()).toBe(200);
  expect((await script.body()).length).toBeGreaterThan(1_000_000);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Santiago Noticias: API del portal' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Una noticia con su texto').first()).toBeAttached();
  // Scalar tries eval() for an optional feature; the page's policy refuses it and the page works
  // without it. Nothing else is blocked: its script, styles and fonts come from this origin.
  expect(violations.filter((violation) => violation.blockedURI !== 'eval')).toEqual([]);
});
