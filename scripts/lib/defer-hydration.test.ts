import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = (bootstrap: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Text</p><script type="module" async="">${bootstrap}</script></body></html>`;

const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/article-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"article":route1};

import("/assets/entry.client-2.js");`;

describe("deferHydration", () => {
  it("moves the module preloads out of the head and starts the bootstrap after the first frame", () => {
    const html = deferHydration(page(BOOTSTRAP))!;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).not.toContain("async");
    expect(html).toContain("requestAnimationFrame(function(){setTimeout(start,0)})");
    expect(html).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
  });

  it("runs the same modules in the same order once a frame has been painted", async () => {
    const html = deferHydration(page(BOOTSTRAP))!;
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const loaded: string[] = [];
    const appended: string[] = [];
    let onFrame: (() => void) | undefined;
    const fakeWindow: Record<string, unknown> = {};
    const run = new Function("document", "requestAnimationFrame", "setTimeout", "window", "import_", script.replaceAll("import(", "import_("));
    const done = new Promise<void>((resolve) => {
      run(
        { createElement: () => ({}), head: { appendChild: (link: { href: string }) => appended.push(link.href) } },
        (callback: () => void) => (onFrame = callback),
        (callback: () => void) => callback(),
        fakeWindow,
        (specifier: string) => {
          loaded.push(specifier);
          if (specifier.includes("entry.client")) resolve();
          return Promise.resolve({ module: specifier });
        },
      );
    });
    expect(loaded).toEqual([]);
    onFrame!();
    await done;
    expect(appended).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js"]);
    expect(loaded[0]).toBe("/assets/manifest-1.js");
    expect(loaded.at(-1)).toBe("/assets/entry.client-2.js");
    expect(fakeWindow.__reactRouterRouteModules).toEqual({ root: { module: "/assets/root-3.js" }, article: { module: "/assets/article-4.js" } });
  });

  it("adds the module preloads two per task, so no single task requests them all", () => {
    const many = Array.from({ length: 5 }, (_, i) => `<link rel="modulepreload" href="/assets/m-${i}.js"/>`).join("");
    const html = deferHydration(page(BOOTSTRAP).replace("<head>", `<head>${many}`))!;
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const appended: string[] = [];
    const timers: Array<() => void> = [];
    let onFrame: (() => void) | undefined;
    const run = new Function("document", "requestAnimationFrame", "setTimeout", "window", "import_", script.replaceAll("import(", "import_("));
    run(
      { createElement: () => ({}), head: { appendChild: (link: { href: string }) => appended.push(link.href) } },
      (callback: () => void) => (onFrame = callback),
      (callback: () => void) => timers.push(callback),
      {},
      () => new Promise(() => {}),
    );
    onFrame!();
    expect(appended).toHaveLength(0);
    timers.shift()!(); // start(): the imports and the first two preloads
    expect(appended).toHaveLength(2);
    while (timers.length > 0) timers.shift()!();
    expect(appended).toHaveLength(7);
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
