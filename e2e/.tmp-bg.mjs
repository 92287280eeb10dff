import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
await page.goto('http://localhost:8097/album/00000000000000000000a001');
await page.getByRole('button', { name: /Abrir la galería: foto 1 de/ }).click();
await page.waitForTimeout(1500);
console.log(
  await page.evaluate(() => [
    getComputedStyle(document.querySelector('.pswp__bg')).opacity,
    getComputedStyle(document.querySelector('.pswp')).opacity,
  ]),
);
await page.screenshot({ path: '/tmp/h5/shots/pswp_bg.png' });
await browser.close();
