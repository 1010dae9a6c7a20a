import { collectionStrings } from "@data/model/collection-strings";
import { Link } from "react-router";
import { homeMessages } from "~/features/home/messages";
import type { TrackerTeaser } from "~/features/tracker/tracker-snapshot.server";
import { buildTrackerTeaser } from "~/features/tracker/tracker-snapshot.server";
import { scoredProviders } from "~/features/vpn/vpn-data.server";
import { countryNamesIn, interfaceTextFor } from "~/interface-text.server";
import { loadCheckedData } from "~/lib/checked-data.server";
import { formatDate } from "~/lib/format-date";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { formatNumber } from "~/lib/i18n/format-message";
import { translator, type Translate } from "~/lib/i18n/i18n-context";
import { isTranslationLanguage, languageOfPath, type SiteLanguage } from "~/lib/i18n/languages";
import { localizedLink } from "~/lib/i18n/localized-path";
import { currentTranslation } from "~/lib/i18n/translations.server";
import type { Route } from "./+types/home";

// Build time: the teaser figures, news, top providers and every text of the page, in its language,
// are written into the prerendered page as data: the home page's JavaScript budget is tight (docs/decisions/0004).
export function loader({ request }: Route.LoaderArgs) {
  const language: SiteLanguage = languageOfPath(new URL(request.url).pathname);
  const t = translator(homeMessages, language, isTranslationLanguage(language) ? interfaceTextFor(language) : {});
  const top = scoredProviders()
    .slice(0, 3)
    .map(({ vpn, score }) => ({ slug: vpn.slug, name: vpn.name, score: score.total, verdict: vpn.review.verdict.split(". ")[0] + "." }));
  const teaser = buildTrackerTeaser();
  const { news, vpns } = loadCheckedData();
  const titles = isTranslationLanguage(language) ? currentTranslation(language, "news", collectionStrings("news", { news, vpns })).texts : {};
  const names = isTranslationLanguage(language) ? countryNamesIn(language) : {};
  const link = (to: string) => localizedLink(to, language);
  return {
    language,
    text: {
      title: t("title"),
      tagline: t("tagline"),
      heading: t("heading"),
      openTracker: t("openTracker"),
      compareVpns: t("compareVpns"),
      trackerHeading: t("trackerHeading"),
      trackerIntro: t("trackerIntro", { members: teaser.members, unknown: teaser.vpn.unknown, date: formatDate(teaser.asOf, language) }),
      explore: t("explore"),
      newsHeading: t("newsHeading"),
      noNews: t("noNews"),
      vpnsHeading: t("vpnsHeading"),
      fullRanking: t("fullRanking"),
      howWeScore: t("howWeScore"),
      guidesHeading: t("guidesHeading"),
      inEnglish: language === "en" ? null : t("inEnglish"),
    },
    links: { tracker: link("/legal-tracker"), compare: link("/compare"), ranking: link("/best-vpns-for-privacy"), method: link("/methodology") },
    stats: teaserStats(teaser, t, language),
    news: teaser.news.map((item) => ({
      key: `${item.country}-${item.date}-${item.title}`,
      title: titles[item.url] ?? item.title,
      // A title not (yet) translated is shown in English, and says so to screen readers.
      titleLanguage: language !== "en" && titles[item.url] === undefined ? "en" : undefined,
      meta: `${formatDate(item.date, language)} · ${names[item.country] ?? item.countryName}`,
      to: `${link("/legal-tracker").to}?country=${item.country}`,
    })),
    top,
    guides: GUIDES.map((guide) => ({ ...link(guide.to), title: t(guide.title), text: t(guide.text) })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return translatedPageMeta({ title: loaderData.text.title, description: loaderData.text.tagline, englishPath: "/", pathname: location.pathname });
}

const GUIDES = [
  { to: "/privacy-guide", title: "guidePrivacy", text: "guidePrivacyText" },
  { to: "/age-verification-laws", title: "guideAgeVerification", text: "guideAgeVerificationText" },
  { to: "/vpn-limitations", title: "guideLimitations", text: "guideLimitationsText" },
  { to: "/protest-privacy-guide", title: "guideProtest", text: "guideProtestText" },
  { to: "/self-hosted-vpn", title: "guideSelfHosted", text: "guideSelfHostedText" },
  { to: "/global-surveillance", title: "guideSurveillance", text: "guideSurveillanceText" },
] as const;

/** Headline counts for the teaser, as loader data so their labels cost the page no code. */
function teaserStats(teaser: TrackerTeaser, t: Translate<keyof typeof homeMessages.english>, language: SiteLanguage) {
  return [
    {
      value: teaser.vpn.legal,
      label: teaser.vpn.legalInferred > 0 ? t("statLegalInferred", { inferred: teaser.vpn.legalInferred }) : t("statLegal"),
      tone: "stat-green",
    },
    { value: teaser.vpn.restricted, label: t("statRestricted"), tone: "stat-amber" },
    { value: teaser.vpn.banned, label: t("statBanned"), tone: "stat-red" },
    { value: teaser.ageVerification.broad + teaser.ageVerification.targeted, label: t("statAgeChecks"), tone: "stat-amber" },
  ].map((stat) => ({ ...stat, shown: formatNumber(stat.value, language) }));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { text, links, stats, news, top, guides, language } = loaderData;
  const english = language === "en" ? undefined : "en";

  return (
    <div className="mx-auto max-w-6xl">
      <section className="hero">
        <p className="eyebrow">Privacy Atlas</p>
        <h1>{text.heading}</h1>
        <p className="lead">{text.tagline}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link {...links.tracker} className="btn btn-matrix btn-lg">
            {text.openTracker}
          </Link>
          <Link {...links.compare} className="btn btn-outline btn-lg">
            {text.compareVpns}
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-tracker" className="mt-8">
        <h2 id="home-tracker">{text.trackerHeading}</h2>
        <p className="text-muted">{text.trackerIntro}</p>
        <ul className="stats-row home-stats">
          {stats.map((stat) => (
            <li key={stat.tone + stat.label} className={`stat-card ${stat.tone}`}>
              <strong>{stat.shown}</strong> <span>{stat.label}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link {...links.tracker}>{text.explore}</Link>
        </p>
      </section>

      <div className="home-columns mt-10">
        <section aria-labelledby="home-news">
          <h2 id="home-news">{text.newsHeading}</h2>
          {news.length > 0 ? (
            <ul className="news-list">
              {news.map((item) => (
                <li key={item.key}>
                  <p className="text-sm text-muted">{item.meta}</p>
                  <Link to={item.to} className="news-title" lang={item.titleLanguage}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{text.noNews}</p>
          )}
        </section>
        <section aria-labelledby="home-vpns">
          <h2 id="home-vpns">{text.vpnsHeading}</h2>
          <ol className="news-list">
            {top.map((entry) => (
              <li key={entry.slug}>
                <Link to={`/vpn/${entry.slug}`} hrefLang={english} className="news-title">
                  {entry.name}: {entry.score}/100
                </Link>
                <p className="text-sm text-muted" lang={english}>
                  {entry.verdict}
                </p>
              </li>
            ))}
          </ol>
          <p>
            <Link {...links.ranking}>{text.fullRanking}</Link> · <Link {...links.method}>{text.howWeScore}</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="home-guides" className="mt-12">
        <h2 id="home-guides">{text.guidesHeading}</h2>
        {text.inEnglish ? <p className="text-sm text-muted">{text.inEnglish}</p> : null}
        <ul className="card-grid">
          {guides.map((guide) => (
            <li key={guide.to} className="card">
              <h3>
                <Link to={guide.to} hrefLang={guide.hrefLang}>
                  {guide.title}
                </Link>
              </h3>
              <p className="text-muted">{guide.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
