// Renders the app icons (PNG, for the web app manifest and iOS) from the SVGs in public/ with the
// same Chromium the browser tests use. Run `npm run make-icons` after changing public/favicon.svg
// or public/icons/icon-maskable.svg; the PNGs are committed.
import { readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const publicDir = new URL("../public/", import.meta.url);
const ICONS = [
  { svg: "favicon.svg", size: 192, out: "icons/icon-192.png" },
  { svg: "favicon.svg", size: 512, out: "icons/icon-512.png" },
  // Full-bleed artwork: launchers crop maskable icons to their own shape, iOS rounds the corners.
  { svg: "icons/icon-maskable.svg", size: 512, out: "icons/icon-maskable-512.png" },
  { svg: "icons/icon-maskable.svg", size: 180, out: "icons/apple-touch-icon.png" },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { svg, size, out } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(new URL(svg, publicDir), "utf8");
    const data = `data:image/svg+xml;base64,${Buffer.from(markup).toString("base64")}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${data}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: new URL(out, publicDir).pathname, omitBackground: true });
    await page.close();
    console.log(`${out} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
