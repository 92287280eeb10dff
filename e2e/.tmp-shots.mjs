import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:8097';
const routes = (process.env.ROUTES ?? '/agenda/9/1').split(',');
const widths = (process.env.WIDTHS ?? '375,768,1400').split(',').map(Number);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const w of widths) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 }, locale: 'es-AR' });
  page.on('console', (m) => m.type() === 'error' && console.log(`[${w}] console:`, m.text()));
  page.on('pageerror', (e) => console.log(`[${w}] pageerror:`, e.message));
  for (const r of routes) {
    await page.goto(base + r, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 800));
    const name = r.replace(/[^a-z0-9]+/gi, '_') + `_${w}.png`;
    await page.screenshot({ path: `/tmp/h5/shots/${name}`, fullPage: process.env.FULL !== '0' });
    console.log('shot', name);
  }
  await page.close();
}
await browser.close();
