import { flattenHistory } from "@data/model/status-history";
import { briefStrings, historyKey } from "@data/model/brief-strings";
import { HISTORY_START, SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";
import { ChangesList } from "~/features/tracker/history/changes-list";
import { changesPageMessages } from "~/features/tracker/history/changes-messages";
import { CountryNamesProvider } from "~/features/tracker/country-names";
import { useLabels } from "~/features/tracker/use-labels";
import { METRIC_LABELS } from "~/features/tracker/metrics";
import { countryNamesIn } from "~/interface-text.server";
import { loadCheckedData } from "~/lib/checked-data.server";
import { formatDate } from "~/lib/format-date";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { isTranslationLanguage, languageOfPath } from "~/lib/i18n/languages";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import { currentTranslation } from "~/lib/i18n/translations.server";
import type { Route } from "./+types/changes";

const feedPath = (metric: string) => `/feeds/changes/metric/${metric.replace(/_/g, "-")}.xml`;

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(changesPageMessages, args);
  return translatedPageMeta({ title: t("title"), description: t("description"), englishPath: "/changes", pathname: args.location.pathname }).concat(
    // The feeds are English: their titles stay English.
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Status changes worldwide", href: "/feeds/changes.xml" },
    ...SCORED_METRICS.map((metric) => ({
      tagName: "link" as const,
      rel: "alternate",
      type: "application/atom+xml",
      title: `${METRIC_LABELS[metric]}: status changes`,
      href: feedPath(metric),
    })),
  );
}

// Build time: every change of every country and subdivision, newest first; on a translated page,
// each national change's summary from its country's translation where current (data/i18n).
export function loader({ request }: Route.LoaderArgs) {
  const { countries, unCountries } = loadCheckedData();
  const withData = new Set(countries.map((country) => country.iso_a3));
  const changes = flattenHistory(countries);
  const places = unCountries.filter((country) => withData.has(country.iso_a3)).map(({ iso_a3, name, region }) => ({ iso_a3, name, region }));
  const subdivisions = Object.fromEntries(countries.flatMap((country) => country.subnational.map((entry) => [entry.iso_code, entry.name])));
  const language = languageOfPath(new URL(request.url).pathname);
  if (!isTranslationLanguage(language)) return { changes, places, subdivisions, names: null };

  const translations = new Map(countries.map((country) => [country.iso_a3, currentTranslation(language, country.iso_a3, briefStrings(country))]));
  return {
    changes: changes.map((change) => {
      // Subdivisions' changes are not in the translation store: they stay English, marked as such.
      if (change.subdivision) return { ...change, fallback: "missing" as const };
      const translation = translations.get(change.country);
      const key = historyKey(change);
      const text = translation?.texts[key];
      if (text !== undefined) return { ...change, summary: text };
      return { ...change, fallback: translation?.stale.includes(key) ? ("stale" as const) : ("missing" as const) };
    }),
    places,
    subdivisions,
    names: countryNamesIn(language),
  };
}

export default function Changes({ loaderData }: Route.ComponentProps) {
  const { changes, places, subdivisions, names } = loaderData;
  const t = useMessages(changesPageMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  return (
    <CountryNamesProvider names={names}>
      <article className="prose-page prose-wide">
        <h1>{t("heading")}</h1>
        <p className="lead">
          {t.rich("lead", { tracker: (text) => <Link {...localized("/legal-tracker")}>{text}</Link> }, { start: formatDate(HISTORY_START, language) })}
        </p>
        <p className="text-sm">
          {t("byDateNote")}{" "}
          {t.rich("downloads", {
            json: (text) => <a href="/data/status-history.json">{text}</a>,
            csv: (text) => <a href="/data/status-history.csv">{text}</a>,
            fields: (text) => <Link {...localized("/data#status-history")}>{text}</Link>,
          })}{" "}
          <a href="/feeds/changes.xml" type="application/atom+xml">
            {t("everyChange")}
          </a>
          {SCORED_METRICS.map((metric) => (
            <span key={metric}>
              ,{" "}
              <a href={feedPath(metric)} type="application/atom+xml">
                {labels.metric(metric)}
              </a>
            </span>
          ))}
          .
        </p>
        <ChangesList changes={changes} places={places} subdivisions={subdivisions} />
      </article>
    </CountryNamesProvider>
  );
}
