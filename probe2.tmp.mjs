import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const p = await b.newPage();
for (let i = 0; i < 6; i++) {
  await p.goto("http://localhost:4350/instagram/post-generator?topic=sleep+tips");
  await p.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  await p.waitForTimeout(1500);
  const t = await p.locator("main").innerText();
  const i0 = t.indexOf("Tips I"), i1 = t.toLowerCase().indexOf("tips i wish");
  console.log(JSON.stringify(t.slice(Math.max(0, i1 - 30), i1 + 60)));
}
await b.close();
