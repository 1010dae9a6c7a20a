import { describe, expect, it, vi } from "vitest";
import { deferHydration, QUIET_AFTER_LOAD_MS } from "./defer-hydration";

const page = (bootstrap: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Text</p><script type="module" async="">${bootstrap}</script></body></html>`;

const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/article-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"article":route1};

import("/assets/entry.client-2.js");`;

type Listener = (event: unknown) => void;

/** Runs a rewritten page's bootstrap in a fake browser whose events, timers and imports the test drives. */
function boot(html: string, { readyState = "loading" } = {}) {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const windowListeners = new Map<string, Listener[]>();
  const documentListeners = new Map<string, Listener[]>();
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const idle: Array<() => void> = [];
  const appended: string[] = [];
  const loaded: string[] = [];
  const fakeWindow: Record<string, unknown> = { requestIdleCallback: (callback: () => void) => idle.push(callback) };
  let resolveEntry: () => void = () => {};
  const entryLoaded = new Promise<void>((resolve) => (resolveEntry = resolve));
  const add = (map: Map<string, Listener[]>) => (type: string, listener: Listener) => map.set(type, [...(map.get(type) ?? []), listener]);
  const remove = (map: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    map.set(
      type,
      (map.get(type) ?? []).filter((each) => each !== listener),
    );
  const document = {
    readyState,
    documentElement: { getAttribute: () => null },
    createElement: () => ({}),
    head: { appendChild: (link: { href: string }) => appended.push(link.href) },
    addEventListener: add(documentListeners),
    removeEventListener: remove(documentListeners),
  };
  class FakeMutationObserver {
    observe() {}
  }
  const run = new Function(
    "document",
    "window",
    "addEventListener",
    "removeEventListener",
    "setTimeout",
    "MutationObserver",
    "import_",
    script.replaceAll("import(", "import_("),
  );
  run(
    document,
    fakeWindow,
    add(windowListeners),
    remove(windowListeners),
    (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    FakeMutationObserver,
    (specifier: string) => {
      loaded.push(specifier);
      if (specifier.includes("entry.client")) resolveEntry();
      return Promise.resolve({ module: specifier });
    },
  );
  const fire = (type: string, event: unknown = {}) => (windowListeners.get(type) ?? []).forEach((listener) => listener(event));
  return { fire, timers, idle, appended, loaded, fakeWindow, entryLoaded, windowListeners, documentListeners };
}

describe("deferHydration", () => {
  it("moves the module preloads out of the head into the deferred bootstrap", () => {
    const html = deferHydration(page(BOOTSTRAP))!;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).not.toContain("async");
    expect(html).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
  });

  it("loads nothing until the reader acts, then runs the same modules in the same order", async () => {
    const browser = boot(deferHydration(page(BOOTSTRAP))!);
    expect(browser.loaded).toEqual([]);
    expect(browser.timers).toEqual([]);
    browser.fire("pointerdown");
    await browser.entryLoaded;
    expect(browser.appended).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js"]);
    expect(browser.loaded[0]).toBe("/assets/manifest-1.js");
    expect(browser.loaded.at(-1)).toBe("/assets/entry.client-2.js");
    expect(browser.fakeWindow.__reactRouterRouteModules).toEqual({ root: { module: "/assets/root-3.js" }, article: { module: "/assets/article-4.js" } });
    // Started once: the intents stop listening, and a second one loads nothing more.
    expect(browser.windowListeners.get("mousemove")).toEqual([]);
    const count = browser.loaded.length;
    browser.fire("keydown");
    expect(browser.loaded).toHaveLength(count);
  });

  for (const intent of ["keydown", "mousemove", "focusin", "wheel"]) {
    it(`starts on ${intent}`, () => {
      const browser = boot(deferHydration(page(BOOTSTRAP))!);
      browser.fire(intent);
      expect(browser.loaded).toEqual(["/assets/manifest-1.js"]);
    });
  }

  it(`starts on its own once the loaded page has been quiet for ${QUIET_AFTER_LOAD_MS} ms and the browser is idle`, () => {
    const browser = boot(deferHydration(page(BOOTSTRAP))!);
    browser.fire("load");
    expect(browser.timers.map((timer) => timer.delay)).toEqual([QUIET_AFTER_LOAD_MS]);
    browser.timers.shift()!.callback();
    expect(browser.loaded).toEqual([]);
    browser.idle.shift()!();
    expect(browser.loaded).toEqual(["/assets/manifest-1.js"]);
  });

  it("counts the quiet time from now when the page has already loaded", () => {
    const browser = boot(deferHydration(page(BOOTSTRAP))!, { readyState: "complete" });
    expect(browser.timers.map((timer) => timer.delay)).toEqual([QUIET_AFTER_LOAD_MS]);
  });

  it("adds the module preloads two per task, so no single task requests them all", () => {
    const many = Array.from({ length: 5 }, (_, i) => `<link rel="modulepreload" href="/assets/m-${i}.js"/>`).join("");
    const browser = boot(deferHydration(page(BOOTSTRAP).replace("<head>", `<head>${many}`))!);
    browser.fire("pointerdown");
    expect(browser.appended).toHaveLength(2);
    while (browser.timers.length > 0) browser.timers.shift()!.callback();
    expect(browser.appended).toHaveLength(7);
  });

  it("holds a plain click on a button (to replay it after hydration) and starts; leaves a modified click alone", () => {
    const browser = boot(deferHydration(page(BOOTSTRAP))!);
    const click = (modifiers: Record<string, boolean>) => ({
      button: 0,
      ...modifiers,
      target: { closest: () => ({ isConnected: true }) },
      preventDefault: vi.fn(),
      stopImmediatePropagation: vi.fn(),
    });
    const newTab = click({ ctrlKey: true });
    browser.documentListeners.get("click")![0]!(newTab);
    expect(newTab.preventDefault).not.toHaveBeenCalled();
    expect(browser.loaded).toEqual([]);
    const plain = click({});
    browser.documentListeners.get("click")![0]!(plain);
    expect(plain.preventDefault).toHaveBeenCalled();
    expect(browser.loaded).toEqual(["/assets/manifest-1.js"]);
  });

  it("leaves a page without a bootstrap alone and refuses a bootstrap of another shape", () => {
    expect(deferHydration("<html><body>plain</body></html>")).toBeNull();
    expect(() => deferHydration(page(`import * as route0 from "/a.js";\nimport("/b.js");`))).toThrow(/shape/);
  });
});

describe("deferHydration for the not-found page", () => {
  it("hydrates at the address the page was rendered for, then puts the reader's address back", () => {
    const html = deferHydration(page(BOOTSTRAP), { hydrateAs: "/404" })!;
    expect(html).toContain('history.replaceState(history.state,"","/404")');
    expect(html).toContain('history.replaceState(history.state,"",here)');
    expect(deferHydration(page(BOOTSTRAP))!).not.toContain("replaceState");
  });
});
