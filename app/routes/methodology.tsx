import { greyCells } from "@data/model/review";

import { SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";
import { CountryNamesProvider, useCountryName } from "~/features/tracker/country-names";
import { countrySlug } from "~/features/tracker/country-slug";
import { methodologyPageMessages } from "~/features/tracker/methodology-messages";
import type { methodologyTranslatedMessages } from "~/features/tracker/methodology-translated-messages";
import { TrackerMethod } from "~/features/tracker/tracker-method";
import { useLabels } from "~/features/tracker/use-labels";
import { ScoringMethod } from "~/features/vpn/methodology/scoring-method";
import { countryNamesIn } from "~/interface-text.server";
import { loadCheckedData } from "~/lib/checked-data.server";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { useLanguage, useMessages, useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import { isTranslationLanguage, languageOfPath } from "~/lib/i18n/languages";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import type { Route } from "./+types/methodology";

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(methodologyPageMessages, args);
  const language = languageOfPath(args.location.pathname);
  // A translated page holds the tracker's part only (the VPN scoring stays English): its title says so.
  return translatedPageMeta({
    title: language === "en" ? t("title") : t("translatedTitle"),
    description: language === "en" ? t("description") : t("translatedDescription"),
    englishPath: "/methodology",
    pathname: args.location.pathname,
  });
}

// Build time: every grey cell with its reason, from the same data as the map.
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { grey: greyCells(loadCheckedData().countries), names: isTranslationLanguage(language) ? countryNamesIn(language) : null };
}

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { grey, names } = loaderData;
  const t = useMessages(methodologyPageMessages);
  const translatedPage = useTranslatedPageMessages<typeof methodologyTranslatedMessages>("methodologyPage");
  const language = useLanguage();
  const localized = useLocalizedPath();
  const translated = language !== "en";
  return (
    <CountryNamesProvider names={names}>
      <article className="prose-page">
        <h1>{t("heading")}</h1>
        <p className="lead">{translated ? translatedPage("translatedLead") : t("lead")}</p>
        {translated ? (
          <p>
            {translatedPage.rich("vpnScoresInEnglish", {
              english: (text) => (
                <Link to="/methodology#vpn-scores" hrefLang="en">
                  {text}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <nav aria-label={t("onThisPage")} className="toc">
          <ul>
            {translated ? null : (
              <li>
                <a href="#vpn-scores">{t("vpnScoresHeading")}</a>
              </li>
            )}
            <li>
              <a href="#tracker">{t("trackerHeading")}</a>
            </li>
            <li>
              <a href="#grey-cells">{t("greyHeading")}</a>
            </li>
            <li>
              <a href="#changes">{t("changesHeading")}</a>
            </li>
          </ul>
        </nav>
        {translated ? null : (
          <section aria-labelledby="vpn-scores">
            <h2 id="vpn-scores">{t("vpnScoresHeading")}</h2>
            <ScoringMethod />
          </section>
        )}
        <section aria-labelledby="tracker">
          <h2 id="tracker">{t("trackerHeading")}</h2>
          <TrackerMethod />
        </section>
        <section aria-labelledby="grey-cells">
          <h2 id="grey-cells">{t("greyHeading")}</h2>
          <p>{t.rich("greyIntro", { freshness: (text) => <Link {...localized("/data-freshness")}>{text}</Link> }, { count: grey.length })}</p>
          {SCORED_METRICS.map((metric) => (
            <GreyCells key={metric} metric={metric} cells={grey.filter((cell) => cell.metric === metric)} />
          ))}
        </section>
        <section aria-labelledby="changes">
          <h2 id="changes">{t("changesHeading")}</h2>
          <p>
            {t.rich("changes", {
              policy: (text) => <Link {...localized("/evidence-policy")}>{text}</Link>,
              disclosure: (text) => <Link {...localized("/disclosure")}>{text}</Link>,
            })}
          </p>
        </section>
      </article>
    </CountryNamesProvider>
  );
}

function GreyCells({ metric, cells }: { metric: (typeof SCORED_METRICS)[number]; cells: ReturnType<typeof greyCells> }) {
  const t = useMessages(methodologyPageMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const countryName = useCountryName();
  return (
    <section aria-labelledby={`grey-${metric}`}>
      <h3 id={`grey-${metric}`}>{t("greyCount", { metric: labels.metric(metric), count: cells.length })}</h3>
      {cells.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul>
          {cells.map((cell) => (
            <li key={cell.iso_a3}>
              <Link {...localized(`/legal-tracker/${countrySlug(cell.name)}`)}>{countryName(cell)}</Link>: {/* The reasons are editors' notes in English. */}
              <span lang={language === "en" ? undefined : "en"}>{cell.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
