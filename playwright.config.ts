import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium, started as the machine notes require (no background networking in this sandbox).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
    // Each test's fresh context would otherwise install the service worker and precache the site;
    // tests/e2e/offline.spec.ts turns it back on.
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Node itself, not npx: a kill reaches the server, which would otherwise outlive the run.
    command: `node --import tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_ORIGIN: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      VAR_DIR: path.join(os.tmpdir(), `privacy-atlas-e2e-${process.pid}`),
    },
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
