import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStorage, writeStorage } from "~/lib/storage";
import { applyThemeClass, parseThemePreference, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemePreference } from "./theme";

type SettingsValue = {
  preference: ThemePreference;
  theme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
  highContrast: boolean;
  setHighContrast: (on: boolean) => void;
  largeText: boolean;
  setLargeText: (on: boolean) => void;
};

const SettingsContext = createContext<SettingsValue | null>(null);
const LIGHT_QUERY = "(prefers-color-scheme: light)";

function systemPrefersLight(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(LIGHT_QUERY).matches;
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  // The pre-paint script already applied the stored theme; reading storage here keeps state in step with it.
  const [preference, setPreference] = useState<ThemePreference>(() => parseThemePreference(readStorage(THEME_STORAGE_KEY)));
  const [prefersLight, setPrefersLight] = useState(systemPrefersLight);
  const [highContrast, setHighContrast] = useState(false);
  const [largeText, setLargeText] = useState(false);
  const theme = resolveTheme(preference, prefersLight);

  useEffect(() => {
    if (preference !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(LIGHT_QUERY);
    const onChange = () => setPrefersLight(query.matches);
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [preference]);

  useEffect(() => applyThemeClass(document.documentElement, theme), [theme]);
  useEffect(() => {
    document.documentElement.classList.toggle("high-contrast", highContrast);
  }, [highContrast]);
  useEffect(() => {
    document.documentElement.classList.toggle("large-text", largeText);
  }, [largeText]);

  const setTheme = useCallback((next: ThemePreference) => {
    setPreference(next);
    writeStorage(THEME_STORAGE_KEY, next);
  }, []);

  const value = useMemo(
    () => ({ preference, theme, setTheme, highContrast, setHighContrast, largeText, setLargeText }),
    [preference, theme, setTheme, highContrast, largeText],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("useSettings must be used inside <SettingsProvider>");
  return value;
}
