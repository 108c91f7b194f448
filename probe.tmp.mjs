import { chromium } from "@playwright/test";
import zlib from "node:zlib";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 375, height: 740 }, hasTouch: true });
await p.goto("http://localhost:4350/youtube/thumbnail-preview");
await p.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
function png(w, h, rgb) {
  const crcT = []; for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crcT[n] = c >>> 0; }
  const crc = (buf) => { let c = 0xffffffff; for (const x of buf) c = crcT[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const row = Buffer.alloc(1 + w * 3); for (let x = 0; x < w; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}
await p.getByLabel("Video title").fill("I tried every chaat stall in Chandni Chowk for one whole day and this is what happened to my stomach");
await p.getByLabel("Duration (optional)").fill("8:05");
await p.locator("#thumbnail-A-file").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: png(300, 600, [200, 40, 40]) });
await p.locator("#thumbnail-B-file").setInputFiles({ name: "b.png", mimeType: "image/png", buffer: png(200, 100, [240, 200, 30]) });
await p.waitForTimeout(1000);
const m = await p.evaluate(() => {
  const tool = document.querySelector("[data-tool-screen]");
  const r = (el) => Math.round(el.getBoundingClientRect().height);
  const parts = [...tool.querySelectorAll(":scope > *, :scope > * > *")].map((el) => `${el.tagName}.${(el.getAttribute("aria-labelledby") ?? el.className).toString().slice(0, 40)} ${r(el)}`);
  const frames = [...document.querySelectorAll("[data-testid^=frame-]")].map((f) => `${f.dataset.testid} ${r(f)}`);
  const guide = document.querySelector("[data-tool-screen] ~ section");
  const top = (el) => Math.round(el.getBoundingClientRect().top + window.scrollY);
  return { tool: r(tool), toolTop: top(tool), guideTop: guide && top(guide), doc: document.documentElement.scrollHeight, parts, frames };
});
console.log(JSON.stringify(m, null, 1));
for (const tab of [...[]]) {
  await p.getByRole("tab", { name: tab }).click();
  await p.waitForTimeout(300);
  console.log(tab, await p.evaluate(() => [Math.round(document.querySelector("[data-tool-screen]").getBoundingClientRect().height), ...[...document.querySelectorAll("[data-testid^=frame-]")].map((f) => Math.round(f.getBoundingClientRect().height))]));
}
await p.setViewportSize({ width: 1280, height: 800 }); await p.waitForTimeout(500);
console.log("wide", await p.evaluate(() => Math.round(document.querySelector("[data-tool-screen]").getBoundingClientRect().height)));
await p.setViewportSize({ width: 375, height: 740 }); await p.waitForTimeout(500);
await b.close();
