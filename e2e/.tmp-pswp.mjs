import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const w of [1400, 375]) {
  const context = await browser.newContext({
    viewport: { width: w, height: w > 500 ? 900 : 740 },
    hasTouch: w < 500,
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto('http://localhost:8097/album/00000000000000000000a001');
  await page.getByRole('button', { name: /Abrir la galería: foto 1 de/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(800);
  console.log('counter', await page.locator('.pswp__counter').innerText());
  await page.screenshot({ path: `/tmp/h5/shots/pswp_${w}_a.png` });
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(700);
  console.log('after right', await page.locator('.pswp__counter').innerText());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(900);
  console.log('after 2 right', await page.locator('.pswp__counter').innerText());
  await page.screenshot({ path: `/tmp/h5/shots/pswp_${w}_b.png` });
  const labels = await dialog
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label')).filter((x) => !x.startsWith('Ver foto')),
    );
  console.log(labels);
  await dialog.getByRole('button', { name: 'Reproducir presentación' }).click();
  const t0 = Date.now();
  await page.waitForFunction(
    () => document.querySelector('.pswp__counter')?.textContent?.startsWith('5 '),
    null,
    { timeout: 5000 },
  );
  console.log('autoplay advanced after', Date.now() - t0);
  await dialog.getByRole('button', { name: 'Pausar presentación' }).click();
  await dialog.getByRole('button', { name: 'Pantalla completa' }).click();
  await page.waitForTimeout(500);
  console.log(
    'fs?',
    await page.evaluate(() => !!document.fullscreenElement),
    await dialog.getByRole('button', { name: 'Salir de pantalla completa' }).count(),
  );
  await page.screenshot({ path: `/tmp/h5/shots/pswp_${w}_c.png` });
  await dialog.getByRole('button', { name: 'Ver foto 9 de 12' }).click();
  await page.waitForTimeout(700);
  console.log('after thumb', await page.locator('.pswp__counter').innerText());
  await page.keyboard.press('Escape');
  await page.waitForTimeout(600);
  console.log('fs after esc', await page.evaluate(() => !!document.fullscreenElement), await dialog.count());
  await context.close();
}
await browser.close();
