// Renders public/icons/app-icon.svg (the logo's lamp on a full-bleed background, the lamp inside the maskable
// safe zone) to the PNG sizes a phone's installer asks for. Run after changing the SVG:
//   node tools/icons/render-app-icons.mjs
import { launchBrowser } from '../../tests/support/browser.mjs';
import { readFileSync } from 'node:fs';

const SIZES = [192, 512];
const svg = readFileSync('public/icons/app-icon.svg', 'utf8');
const browser = await launchBrowser();
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.screenshot({ path: `public/icons/app-icon-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`public/icons/app-icon-{${SIZES.join(',')}}.png written`);
