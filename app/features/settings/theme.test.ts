// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyThemeClass, DEFAULT_THEME, parseThemePreference, resolveTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY, toastTheme } from "./theme";

function runInitScript() {
  // The pre-paint script is plain ES5 text, run here exactly as the browser would.
  new Function(THEME_INIT_SCRIPT)();
}

function mockSystemLight(light: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: light && query.includes("light"), addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
  vi.unstubAllGlobals();
});

describe("theme preference", () => {
  it("defaults to dark and ignores unknown stored values", () => {
    expect(DEFAULT_THEME).toBe("dark");
    expect(parseThemePreference(null)).toBe("dark");
    expect(parseThemePreference("neon")).toBe("dark");
    expect(parseThemePreference("dim")).toBe("dim");
    expect(parseThemePreference("system")).toBe("system");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("light");
    expect(resolveTheme("system", false)).toBe("dark");
    expect(resolveTheme("dim", true)).toBe("dim");
  });

  it("applies exactly one theme class and the colour scheme", () => {
    const root = document.documentElement;
    applyThemeClass(root, "light");
    applyThemeClass(root, "dim");
    expect([...root.classList]).toEqual(["dim"]);
    expect(root.style.colorScheme).toBe("dark");
  });

  it("treats dim as dark for toasts", () => {
    expect(toastTheme("dim")).toBe("dark");
    expect(toastTheme("light")).toBe("light");
  });
});

describe("the pre-paint script agrees with the theme module", () => {
  it.each([
    [null, false, "dark"],
    ["light", false, "light"],
    ["dim", false, "dim"],
    ["garbage", true, "dark"],
    ["system", true, "light"],
    ["system", false, "dark"],
  ])("stored %s (system light: %s) → %s", (stored, systemLight, expected) => {
    mockSystemLight(systemLight);
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    document.documentElement.className = "light dark";
    runInitScript();
    expect([...document.documentElement.classList]).toEqual([expected]);
    expect(resolveTheme(parseThemePreference(stored), systemLight)).toBe(expected);
  });

  it("falls back to dark when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    mockSystemLight(true);
    runInitScript();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
