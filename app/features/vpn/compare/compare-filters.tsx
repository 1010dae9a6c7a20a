import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import type { CompareExtra } from "./compare-tool";
import { type CompareState, parseCompareState } from "./compare-state";

/** The filter form: search, logging, country and jurisdiction, the feature checks, and the advanced filters behind their gate. */
export function CompareFilters({
  state,
  update,
  reset,
  hydrated,
  ids,
  Gate,
  reportCountries,
  jurisdictions,
}: {
  state: CompareState;
  update: (change: Partial<CompareState>) => void;
  /** Clears every filter, keeping the picked providers. */
  reset: () => void;
  hydrated: boolean;
  /** The tool's useId prefix, so the hints' ids stay those of the prerendered page. */
  ids: string;
  Gate: ComponentType<{ feature: CompareExtra; title: string; children: ReactNode }>;
  /** [code, name] of every country some outside report names, by name. */
  reportCountries: ReadonlyArray<readonly [string, string]>;
  /** [code, name] of every jurisdiction, by name. */
  jurisdictions: ReadonlyArray<readonly [string, string]>;
}) {
  // The search box owns what is typed and the URL follows; reading the URL back while typing
  // fast would drop keystrokes. It starts from the URL (a shared link) and "Reset filters" clears it.
  const [query, setQuery] = useState(state.q);
  // A shared link's search text arrives with hydration.
  useEffect(() => {
    if (hydrated) setQuery(parseCompareState(new URLSearchParams(window.location.search)).q);
  }, [hydrated]);
  const [maxText, setMaxText] = useState(state.maxMonthly?.toString() ?? "");
  // A shared link or "Reset filters" changes the limit from outside the box.
  useEffect(() => {
    setMaxText((text) =>
      Number(text) === state.maxMonthly || (state.maxMonthly === null && !(Number(text) > 0)) ? text : (state.maxMonthly?.toString() ?? ""),
    );
  }, [state.maxMonthly]);

  const checkbox = (key: keyof CompareState, label: string) => (
    <label className="check-field">
      <input type="checkbox" checked={Boolean(state[key])} onChange={(event) => update({ [key]: event.target.checked })} />
      {label}
    </label>
  );

  return (
    <form className="compare-filters" role="search" aria-label="Filter providers" onSubmit={(event) => event.preventDefault()}>
      <div className="filter-row">
        <label className="field">
          <span className="field-label">Search</span>
          <input
            className="field-control"
            type="search"
            value={query}
            placeholder="Provider, owner or country"
            onChange={(event) => {
              setQuery(event.target.value);
              update({ q: event.target.value });
            }}
          />
        </label>
        <label className="field">
          <span className="field-label">Logging</span>
          <select className="field-control" value={state.logging} onChange={(event) => update({ logging: event.target.value as CompareState["logging"] })}>
            <option value="any">Any policy</option>
            <option value="no-logs">No-logs only</option>
            <option value="minimal-or-better">No-logs or minimal</option>
          </select>
        </label>
        <label className="field">
          <span className="field-label">For use in</span>
          <select
            className="field-control"
            value={state.country}
            onChange={(event) => update({ country: event.target.value })}
            aria-describedby={`${ids}-country-hint`}>
            <option value="">Any country</option>
            {reportCountries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <span id={`${ids}-country-hint`} className="text-xs text-muted">
            Providers with an outside report (working or blocked) from that country
          </span>
        </label>
        <label className="field">
          <span className="field-label">Jurisdiction</span>
          <select className="field-control" value={state.jurisdiction} onChange={(event) => update({ jurisdiction: event.target.value })}>
            <option value="">Any jurisdiction</option>
            {jurisdictions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="filter-checks">
        <legend className="field-label">Only providers with</legend>
        {checkbox("audited", "An independent audit")}
        {checkbox("ramOnly", "RAM-only servers")}
        {checkbox("openSource", "Open-source clients")}
        {checkbox("anonymousPayment", "Cash or Monero payment")}
        {checkbox("obfuscation", "Obfuscation")}
      </fieldset>
      <Gate feature="advanced-filtering" title="Advanced filters">
        <fieldset className="filter-checks" aria-describedby={`${ids}-advanced`}>
          <legend className="field-label">Advanced filters</legend>
          <p id={`${ids}-advanced`} className="sr-only">
            These filters narrow the table further.
          </p>
          {checkbox("outsideFiveEyes", "Outside the Five Eyes")}
          {checkbox("noDisclosure", "No user data ever disclosed")}
          {checkbox("postQuantum", "Post-quantum key exchange")}
          {checkbox("multiHop", "Multi-hop")}
          {checkbox("portForwarding", "Port forwarding")}
          <label className="field inline-field">
            <span className="field-label">Monthly price at most</span>
            <input
              className="field-control"
              type="number"
              min={0.5}
              step={0.5}
              inputMode="decimal"
              value={maxText}
              onChange={(event) => {
                // The text is kept as typed ("0", "0.", "0.5"); only a positive number filters.
                setMaxText(event.target.value);
                const value = Number(event.target.value);
                const next = event.target.value !== "" && value > 0 ? value : null;
                if (next !== state.maxMonthly) update({ maxMonthly: next });
              }}
            />
          </label>
        </fieldset>
      </Gate>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          setQuery("");
          reset();
        }}>
        Reset filters
      </button>
    </form>
  );
}
