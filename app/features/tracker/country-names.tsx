import { createContext, useCallback, useContext, type ReactNode } from "react";

// Data objects keep the English name, which the slugs and feeds are made from; a translated page
// supplies the CLDR names in its language (built with Intl.DisplayNames: data/model/country-names.ts).
const CountryNamesContext = createContext<Readonly<Record<string, string>> | null>(null);

export function CountryNamesProvider({ names, children }: { names: Readonly<Record<string, string>> | null | undefined; children: ReactNode }) {
  return <CountryNamesContext.Provider value={names ?? null}>{children}</CountryNamesContext.Provider>;
}

/** The country's name as the page shows it: in the page's language where one is known, else the English. */
export function useCountryName(): (country: { iso_a3: string; name: string }) => string {
  const names = useContext(CountryNamesContext);
  return useCallback((country) => names?.[country.iso_a3] ?? country.name, [names]);
}
