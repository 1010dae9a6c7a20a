import type { Country } from "@data/schema";
import { useState } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useCountryName } from "../country-names";
import { changesOf } from "../history/status-history-data";
import { useStatusHistory } from "../history/use-status-history";
import { TimelineBody } from "./status-timeline";
import { timelineMessages } from "./timeline-messages";

/** The history fetched from the published data, at once or when the reader asks for it. */
export function LazyTimeline({
  country,
  wantedAtOnce,
  updated,
  translated,
}: {
  country: Country;
  wantedAtOnce: boolean;
  updated: boolean;
  translated: boolean;
}) {
  const [wantedByReader, setWanted] = useState(false);
  const wanted = wantedAtOnce || wantedByReader;
  const history = useStatusHistory(wanted);
  const t = useMessages(timelineMessages);
  const countryName = useCountryName();
  if (!wanted) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setWanted(true)}>
        {t("showHistory", { country: countryName(country) })}
      </button>
    );
  }
  if (history.status === "error") {
    return (
      <div className="notice notice-error" role="alert">
        <p>{t("historyError", { message: history.error?.message ?? "" })}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={history.retry}>
          {t("retry")}
        </button>
      </div>
    );
  }
  const loaded = history.status === "ready" ? changesOf(history.data, country.iso_a3) : null;
  // The published history is English: on a translated page its summaries are marked as such (the country's page has them translated).
  const changes = loaded && translated ? loaded.map((change) => ({ ...change, fallback: "missing" as const })) : loaded;
  return (
    <>
      {/* One live region that stays put: it announces the load, not the whole timeline. */}
      <p role="status" className={changes ? "sr-only" : undefined}>
        {changes ? t("historyLoaded", { count: changes.length }) : t("historyLoading")}
      </p>
      {/* After a live update the page's statuses may be older than the history: the "since" lines wait for a reload. */}
      {changes ? <TimelineBody country={country} changes={changes} showSince={!updated} /> : null}
    </>
  );
}
