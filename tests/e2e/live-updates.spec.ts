import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Its own server on a copy of the build, so publishing a change here cannot disturb other tests.
const PORT = 4400 + Math.floor(Math.random() * 500);
const ORIGIN = `http://localhost:${PORT}`;
let server: ChildProcess;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pa-live-e2e-"));
  cpSync("build", path.join(dir, "build"), { recursive: true });
  server = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", BUILD_DIR: path.join(dir, "build"), VAR_DIR: path.join(dir, "var"), SITE_ORIGIN: ORIGIN, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("live-updates test server did not start");
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** What an editor's `npm run data:publish` does: replace the published file atomically. */
function publishChange(iso: string, metric: string, status: string) {
  const file = path.join(dir, "build", "client", "data", "legislation-status.json");
  const document = JSON.parse(readFileSync(file, "utf8")) as { countries: Array<{ iso_a3: string; statuses: Record<string, string> }> };
  document.countries.find((country) => country.iso_a3 === iso)!.statuses[metric] = status;
  writeFileSync(`${file}.tmp`, JSON.stringify(document));
  renameSync(`${file}.tmp`, file);
}

test("following a country, then a published change arrives as a toast and recolours the map", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("privacy-atlas-cookie-consent", JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 })),
  );
  await page.goto(`${ORIGIN}/legal-tracker?metric=vpn_status&country=NZL`);
  // The drawer is modal, so the page behind it (with the indicator) is hidden from the accessibility tree.
  await expect(page.locator(".connection-indicator")).toHaveAttribute("data-state", "connected", { timeout: 10_000 });
  await expect(page.locator(".connection-indicator")).toHaveText("Live updates on");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^Follow/ }).click();
  await expect(dialog.getByRole("button", { name: /^Following/ })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("privacy-atlas-followed-countries"))).toBe('["NZL"]');
  await page.keyboard.press("Escape");
  const nz = page.locator('[data-iso="NZL"]');
  await expect(nz).toHaveAttribute("data-status", "grey");

  publishChange("NZL", "vpn_status", "amber");

  await expect(page.getByText(/New Zealand: VPN status changed from Unknown status to Restricted or licensed/)).toBeVisible({ timeout: 10_000 });
  await expect(nz).toHaveAttribute("data-status", "amber");
  await page.getByRole("button", { name: "View brief" }).click();
  await expect(dialog.getByRole("heading", { name: "New Zealand", level: 2 })).toBeVisible();
  await expect(dialog.locator('[data-metric="vpn_status"]')).toHaveAttribute("data-status", "amber");
});
