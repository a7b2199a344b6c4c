// Draws the web app's PNG icons from shell/public/icons/icon.svg with Debian's Chromium (run by hand
// after changing the SVG; the PNGs are committed). The mark stays inside the maskable safe zone (the
// centre circle of 80 % of the width), so one drawing serves both purposes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const folder = path.join(import.meta.dirname, '..', 'shell', 'public', 'icons');
const svg = await readFile(path.join(folder, 'icon.svg'), 'utf8');
const sizes = { 'icon-192.png': 192, 'icon-512.png': 512, 'maskable-512.png': 512, 'apple-touch-icon.png': 180 };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, size] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(folder, file), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
