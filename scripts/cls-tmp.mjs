import { chromium } from "@playwright/test";
import { startSiteServer } from "./lib/site-server.mjs";
const server = await startSiteServer(".tmp/cls");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const path = process.argv[2] || "/search";
async function measure(block) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const page = await ctx.newPage();
  if (block) await page.route(/\/assets\/.*\.css$/, (r) => r.abort());
  await page.goto(server.base + path);
  if (!block) { await page.evaluate(() => { for (const l of document.querySelectorAll("link[media=print]")) l.media = "all"; }); await page.waitForTimeout(500); }
  const out = await page.evaluate(() => [...document.querySelectorAll("body *")].slice(0, 2000).map((e) => { const r = e.getBoundingClientRect(); return `${e.tagName}.${(e.className?.baseVal ?? e.className ?? "").toString().slice(0, 40)} ${Math.round(r.top)} ${Math.round(r.height)}`; }));
  await ctx.close();
  return out;
}
const a = await measure(true), b = await measure(false);
let n = 0;
for (let i = 0; i < Math.min(a.length, b.length) && n < 40; i++) if (a[i] !== b[i]) { console.log("crit:", a[i], "\nfull:", b[i]); n++; }
await browser.close(); server.stop();
