// Theme preference logic shared by the pre-paint script, the settings panel and the toasts.

export const THEME_STORAGE_KEY = "privacy-atlas-theme";
export const THEME_OPTIONS = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "dim", label: "Dim" },
] as const;

export type ResolvedTheme = (typeof THEME_OPTIONS)[number]["value"];
/** `system` is never offered in the picker, but a stored `system` follows the OS (docs/product.md#settings-and-theme). */
export type ThemePreference = ResolvedTheme | "system";

export const DEFAULT_THEME: ThemePreference = "dark";
const PREFERENCES: readonly string[] = ["light", "dark", "dim", "system"];
const THEME_CLASSES: readonly ResolvedTheme[] = ["light", "dark", "dim"];

export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored && PREFERENCES.includes(stored) ? (stored as ThemePreference) : DEFAULT_THEME;
}

export function resolveTheme(preference: ThemePreference, systemPrefersLight: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersLight ? "light" : "dark";
  return preference;
}

export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove(...THEME_CLASSES);
  root.classList.add(theme);
  root.style.colorScheme = theme === "light" ? "light" : "dark";
}

/** Toasts know only light and dark: dim is treated as dark (docs/product.md#settings-and-theme). */
export function toastTheme(theme: ResolvedTheme): "light" | "dark" {
  return theme === "light" ? "light" : "dark";
}

/**
 * Runs in <head> before first paint so no page flashes the wrong theme. It repeats
 * parseThemePreference/resolveTheme/applyThemeClass in ES5; theme.test.ts checks they agree.
 * Its SHA-256 goes into the Content-Security-Policy at build time.
 */
export const THEME_INIT_SCRIPT = `(function(){var d=document.documentElement,t="dark";try{var s=localStorage.getItem("${THEME_STORAGE_KEY}");if(s==="light"||s==="dark"||s==="dim"||s==="system")t=s}catch(e){}if(t==="system")t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: light)").matches?"light":"dark";d.classList.remove("light","dark","dim");d.classList.add(t);d.style.colorScheme=t==="light"?"light":"dark"})();`;
