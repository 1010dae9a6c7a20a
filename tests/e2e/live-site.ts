// A server of its own on a private copy of the build, for the live-updates specs: they publish
// changes and stop the server, which must not disturb the other specs or the shared server.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect as baseExpect, type Page, type Request } from "@playwright/test";
import { STATUS_LABELS } from "../../data/model/labels";
import { STATUS_VALUES, type ScoredMetric, type Status } from "../../data/schema/metrics";
import { shownStatus } from "./fixture-data";

/**
 * Waits long enough for a busy machine: a page load, a server start and a refetch of the whole
 * published file each take seconds there. Every wait is for a condition, never for a time.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

type StatusDocument = { countries: Array<{ iso_a3: string; name: string; statuses: Record<string, string> }> };

/**
 * A random port below the range the system hands out for outgoing connections and port 0, that
 * nothing listens on now: another worker cannot be given it while this server is stopped.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** One country's test statuses: none of them the one the prerendered page shows. */
export type Fixture = { iso: string; name: string; metric: ScoredMetric; prerendered: Status; start: Status; target: Status };

export class LiveSite {
  readonly origin: string;
  private server: ChildProcess | null = null;
  private output = "";

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.origin = `http://localhost:${port}`;
  }

  /**
   * Copies the build and gives each listed country a known starting status for `metric`, so the
   * tests never depend on the published data of the day; the server is not started yet.
   */
  static async create(isos: readonly string[], metric: ScoredMetric = "vpn_status"): Promise<{ site: LiveSite; fixtures: Map<string, Fixture> }> {
    const dir = mkdtempSync(path.join(tmpdir(), "pa-live-e2e-"));
    cpSync("build", path.join(dir, "build"), { recursive: true });
    const site = new LiveSite(dir, await freePort());
    const fixtures = new Map<string, Fixture>();
    const document = site.read();
    for (const iso of isos) {
      const country = document.countries.find((entry) => entry.iso_a3 === iso);
      if (!country) throw new Error(`${iso} is not in the published data`);
      const prerendered = country.statuses[metric] as Status;
      // Different from the prerendered colour, so seeing it proves the page fetched the fixture.
      const [start, target] = STATUS_VALUES.filter((status) => status !== prerendered);
      country.statuses[metric] = start!;
      fixtures.set(iso, { iso, name: country.name, metric, prerendered, start: start!, target: target! });
    }
    site.write(document);
    return { site, fixtures };
  }

  get statusFile() {
    return path.join(this.dir, "build", "client", "data", "legislation-status.json");
  }

  get running() {
    return this.server !== null;
  }

  /** Node itself runs the server (not npx), so stopping it stops the server and nothing outlives the run. */
  async start() {
    if (this.server) return;
    this.output = "";
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        BUILD_DIR: path.join(this.dir, "build"),
        VAR_DIR: path.join(this.dir, "var"),
        SITE_ORIGIN: this.origin,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    server.stdout!.on("data", keep);
    server.stderr!.on("data", keep);
    // "close" comes after the output is read, so a failed start can say why.
    let exited = false;
    server.once("close", () => (exited = true));
    this.server = server;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (exited) break;
      try {
        if ((await fetch(`${this.origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.stop();
    throw new Error(`the live-updates test server did not start (exit code ${server.exitCode}):\n${this.output}`);
  }

  /** SIGTERM (the graceful shutdown a deploy sends), then waits for the process to be gone. */
  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    // The server's own shutdown deadline is 10 s; this is only a backstop against a leak.
    const backstop = setTimeout(() => server.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(backstop);
  }

  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** What an editor's `npm run data:publish` does: replace the published file atomically. */
  publish(iso: string, metric: ScoredMetric, status: Status) {
    const document = this.read();
    document.countries.find((country) => country.iso_a3 === iso)!.statuses[metric] = status;
    this.write(document);
  }

  /** Changes a country nobody follows to some other status: an update to wait for as a marker. */
  publishOther(iso: string, metric: ScoredMetric = "vpn_status") {
    const current = this.read().countries.find((country) => country.iso_a3 === iso)!.statuses[metric];
    this.publish(
      iso,
      metric,
      STATUS_VALUES.find((status) => status !== current)!,
    );
  }

  private read(): StatusDocument {
    return JSON.parse(readFileSync(this.statusFile, "utf8")) as StatusDocument;
  }

  private write(document: StatusDocument) {
    writeFileSync(`${this.statusFile}.tmp`, JSON.stringify(document));
    renameSync(`${this.statusFile}.tmp`, this.statusFile);
  }
}

/** The start of the toast the server's summary makes of a fixture's change. */
export function changeText(fixture: Fixture) {
  const labels = STATUS_LABELS[fixture.metric];
  return `${fixture.name}: VPN status changed from ${labels[fixture.start]} to ${labels[fixture.target]}`;
}

/**
 * Consent given, and a record of what the page received: every stream it opened, each update and
 * ready event, stream errors, and every toast that appeared (kept after it is dismissed).
 */
export async function instrument(page: Page) {
  const inFlight = new Set<Request>();
  pending.set(page, inFlight);
  page.on("request", (request) => {
    if (!request.url().includes("/api/legislation/updates")) inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  await page.addInitScript(() => {
    // A lazy chunk cut off by a deliberate stop must not reload the page: the reload-once
    // recovery is tested on its own, and here it would replace the page under test.
    sessionStorage.setItem("privacy-atlas-chunk-reload", "1");
    localStorage.setItem(
      "privacy-atlas-cookie-consent",
      JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 }),
    );
    const record = {
      urls: [] as string[],
      errors: 0,
      updates: [] as Array<{ id: string; iso: string; followed: boolean }>,
      readies: [] as string[],
      toasts: [] as string[],
    };
    Object.assign(window, { __live: record });
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        record.urls.push(String(url));
        this.addEventListener("error", () => (record.errors += 1));
        this.addEventListener("ready", (event) => record.readies.push((event as MessageEvent).lastEventId));
        this.addEventListener("update", (event) => {
          const message = event as MessageEvent<string>;
          const data = JSON.parse(message.data) as { iso_a3: string; followed?: boolean };
          record.updates.push({ id: message.lastEventId, iso: data.iso_a3, followed: data.followed === true });
        });
      }
    };
    const seen = new WeakSet<Element>();
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches("[data-sonner-toast]") ? [node] : [...node.querySelectorAll("[data-sonner-toast]")];
          for (const toast of toasts) {
            if (seen.has(toast)) continue;
            seen.add(toast);
            record.toasts.push(toast.textContent ?? "");
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const pending = new WeakMap<Page, Set<Request>>();

/**
 * Waits until nothing but the update stream is in flight, so stopping the server cuts off no
 * page load, data fetch or lazy chunk: the reader's tab is simply open.
 */
export async function waitForQuietNetwork(page: Page) {
  const inFlight = pending.get(page);
  if (!inFlight) throw new Error("call instrument(page) first");
  await expect.poll(() => [...inFlight].map((request) => request.url()), { timeout: 20_000 }).toEqual([]);
}

export type LiveRecord = {
  urls: string[];
  errors: number;
  updates: Array<{ id: string; iso: string; followed: boolean }>;
  readies: string[];
  toasts: string[];
};
export const liveRecord = (page: Page) => page.evaluate(() => (window as unknown as { __live: LiveRecord }).__live);

/** Opens the tracker on a country's brief, waits for live updates, follows it and closes the brief. */
export async function openAndFollow(page: Page, origin: string, fixture: Fixture) {
  await page.goto(`${origin}/legal-tracker?metric=${fixture.metric}&country=${fixture.iso}`);
  // The drawer is modal, so the page behind it (with the indicator) is hidden from the accessibility tree.
  await expect(page.locator(".connection-indicator")).toHaveAttribute("data-state", "connected");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^Follow/ }).click();
  await expect(dialog.getByRole("button", { name: /^Following/ })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  // The fixture's colour, not the prerendered one: the page shows the data this server serves.
  await expect.poll(() => shownStatus(page, `${fixture.iso}`)).toBe(fixture.start);
  // The follow's toast has loaded the toaster, which loads its own chunks next (recorded, as the
  // toast may be gone already).
  await expect.poll(async () => (await liveRecord(page)).toasts.some((text) => text.includes(`Following ${fixture.name}`))).toBe(true);
  await waitForQuietNetwork(page);
}

/** Waits until every stream the page opened has failed: the client has seen the server go. */
export async function waitForStreamsToFail(page: Page, opened: number) {
  await expect
    .poll(
      async () => {
        const record = await liveRecord(page);
        return record.urls.length >= opened && record.errors >= record.urls.length;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
