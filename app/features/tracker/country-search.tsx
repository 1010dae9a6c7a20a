import type { Metric } from "@data/schema/metrics";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useCountryName } from "./country-names";
import { trackerListMessages } from "./list-messages";
import { isInferred } from "./metrics";
import { searchCountries } from "./search";
import { StatusDot } from "./status-dot";
import type { TrackerCountry } from "./tracker-data";
import { useLabels } from "./use-labels";

type Props = {
  countries: readonly TrackerCountry[];
  metric: Metric;
  limit: number;
  onPick: (iso: string) => void;
  /** The ?q= of a search link, once hydrated. */
  initialQuery?: string | null;
};

/** A combobox (ARIA 1.2 pattern): type to filter, arrows to move, Enter to open a brief, Escape to clear. */
export function CountrySearch({ countries, metric, limit, onPick, initialQuery }: Props) {
  const id = useId();
  const t = useMessages(trackerListMessages);
  const localized = useLocalizedPath();
  const labels = useLabels();
  const countryName = useCountryName();
  const [query, setQuery] = useState("");
  // A search link (?q=, the form's address without JavaScript) fills the box once the page is interactive.
  useEffect(() => {
    if (initialQuery) setQuery(initialQuery);
  }, [initialQuery]);
  const [active, setActive] = useState(0);
  const { matches, total } = useMemo(() => searchCountries(countries, query, limit), [countries, query, limit]);
  const open = query.trim().length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (country: TrackerCountry | undefined) => {
    if (!country?.hasData) return;
    setQuery("");
    setActive(0);
    onPick(country.iso_a3);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === "ArrowUp" && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === "Escape") {
      setQuery("");
      setActive(0);
    }
  };

  return (
    // A GET form so search works without JavaScript: the server answers /legal-tracker?q=… with the
    // matching countries (server/tracker-requests.ts); with JavaScript the combobox answers instead.
    <form className="field search-field" method="get" action={localized("/legal-tracker").to} role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="field-label">
        {t("searchCountries")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className="field-control"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={t("searchPlaceholder")}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label={t("matchingCountries")} className="search-results">
          {matches.map((country, index) => {
            const status = country.hasData ? country.statuses[metric] : "grey";
            return (
              <li
                key={country.iso_a3}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                aria-disabled={!country.hasData}
                className="search-option"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(country)}
                onPointerMove={() => setActive(index)}>
                <span className="font-medium">{countryName(country)}</span>
                <span className="search-option-status">
                  <StatusDot status={status} inferred={isInferred(country, metric)} />{" "}
                  {country.hasData ? labels.statusText(metric, status, isInferred(country, metric)) : t("noData")}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="search-note" role="status">
          {open && total === 0 ? t("noCountriesMatch") : total > matches.length ? t("showingTop", { shown: matches.length, total }) : ""}
        </p>
      </div>
      <noscript>
        <button type="submit" className="btn btn-outline btn-sm">
          {t("search")}
        </button>
      </noscript>
    </form>
  );
}
