// bench/first-tap: what the reader's first tap costs now that scripts load on intent
// (scripts/lib/defer-hydration.ts). On a phone-sized page with the CPU throttled 4×, taps the
// menu button right after load (the tap itself starts the scripts and is replayed after
// hydration) and again on the page once hydrated; prints the median time from the tap to the
// menu on screen. Run by hand against a running build:
//   npm run build && npm start   (another shell)
//   npx tsx bench/first-tap.ts [/path ...]     BASE_URL (default http://127.0.0.1:3000), RUNS (default 5)
import { chromium, type Page } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const runs = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/legal-tracker/germany", "/vpn/mullvad", "/privacy-guide"];

// Strings, not functions: tsx adds a name helper to functions, which the page does not have.
const WATCH_MENU = `window.__menuShownAt = new Promise((resolve) => {
  (function check() {
    const menu = document.querySelector('nav[aria-label="Main mobile"]');
    if (menu && menu.getBoundingClientRect().height > 0) resolve(performance.now());
    else requestAnimationFrame(check);
  })();
}); 0`;

/** Milliseconds from the tap to the menu being visible, measured in the page. */
async function tapToMenu(page: Page): Promise<number> {
  await page.evaluate(WATCH_MENU);
  const box = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
  const tapAt = (await page.evaluate("performance.now()")) as number;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const shownAt = (await page.evaluate("window.__menuShownAt")) as number;
  return shownAt - tapAt;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
console.log(`${runs} runs per page · CPU 4× slower · median ms from the tap to the open menu`);
console.log(`${"page".padEnd(28)} ${"first tap".padStart(10)} ${"hydrated".padStart(10)}`);
for (const path of paths) {
  const first: number[] = [];
  const hydrated: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, serviceWorkers: "block", bypassCSP: true });
    // A stored choice, so the consent notice does not cover the page.
    await context.addInitScript(
      `localStorage.setItem("privacy-atlas-cookie-consent", JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 }))`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(base + path, { waitUntil: "load" });
    first.push(await tapToMenu(page));
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(`document.documentElement.dataset.hydrated === "true" || (window.dispatchEvent(new MouseEvent("mousemove")), false)`);
    hydrated.push(await tapToMenu(page));
    await context.close();
  }
  console.log(`${path.padEnd(28)} ${String(Math.round(median(first))).padStart(10)} ${String(Math.round(median(hydrated))).padStart(10)}`);
}
await browser.close();
