import type { Metric } from "@data/schema/metrics";
import { useEffect, useId, useMemo, useState } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { isPlainClick } from "~/lib/plain-click";
import { useCountryName } from "./country-names";
import { countryPagePath } from "./country-slug";
import { trackerListMessages } from "./list-messages";
import { isInferred } from "./metrics";
import { searchCountries } from "./search";
import { StatusDot } from "./status-dot";
import type { TrackerCountry } from "./tracker-data";
import { useLabels } from "./use-labels";

// Mobile search shows 12 results, or 6 with no query (docs/product.md#country-search).
const MOBILE_SEARCH_LIMIT = 12;
const MOBILE_DEFAULT_LIMIT = 6;

/** The mobile country list: tracked countries only, newest changes first until the reader types. */
const byNewest = (a: string | null, b: string | null) => ((b ?? "") < (a ?? "") ? -1 : (b ?? "") > (a ?? "") ? 1 : 0);

export function MobileCountryList({
  countries,
  metric,
  onOpen,
  initialQuery,
}: {
  countries: readonly TrackerCountry[];
  metric: Metric;
  onOpen: (iso: string) => void;
  /** The ?q= of a search link, once hydrated. */
  initialQuery?: string | null;
}) {
  const id = useId();
  const t = useMessages(trackerListMessages);
  const labels = useLabels();
  const countryName = useCountryName();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState("");
  useEffect(() => {
    if (initialQuery) setQuery(initialQuery);
  }, [initialQuery]);
  const tracked = useMemo(() => countries.filter((country) => country.hasData), [countries]);
  const trimmed = query.trim();
  const results = useMemo(() => {
    // ISO dates sort as plain strings; localeCompare would load the collator during hydration.
    if (!trimmed) return [...tracked].sort((a, b) => byNewest(a.last_change, b.last_change)).slice(0, MOBILE_DEFAULT_LIMIT);
    return searchCountries(tracked, trimmed, MOBILE_SEARCH_LIMIT).matches;
  }, [tracked, trimmed]);

  return (
    <section className="mobile-list card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="m-0 text-lg">
        {t("countries")}
      </h2>
      {/* A GET form: without JavaScript the server answers it (server/tracker-requests.ts). */}
      <form method="get" action={localized("/legal-tracker").to} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`} className="field-label mt-2 block">
          {t("searchTracked")}
        </label>
        <input
          id={`${id}-search`}
          name="q"
          type="search"
          className="field-control w-full"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <noscript>
          <button type="submit" className="btn btn-outline btn-sm mt-2">
            {t("search")}
          </button>
        </noscript>
      </form>
      <p id={`${id}-hint`} className="text-sm text-muted" role="status">
        {!trimmed ? t("startTyping") : results.length === 0 ? t("noCountriesMatchQuery", { query: trimmed }) : ""}
      </p>
      <ul className="mobile-results">
        {results.map((country) => (
          <li key={country.iso_a3}>
            {/* A link, so it works without JavaScript; with it, the brief opens in place. */}
            <a
              href={localized(countryPagePath(country.name)).to}
              className="mobile-result"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(country.iso_a3);
              }}>
              <span className="font-medium">{countryName(country)}</span>
              <span className="mobile-result-status">
                <StatusDot status={country.statuses[metric]} inferred={isInferred(country, metric)} />{" "}
                {labels.statusText(metric, country.statuses[metric], isInferred(country, metric))}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
