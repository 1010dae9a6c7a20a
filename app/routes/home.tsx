import { Link } from "react-router";
import type { TrackerTeaser } from "~/features/tracker/tracker-snapshot.server";
import { buildTrackerTeaser } from "~/features/tracker/tracker-snapshot.server";
import { scoredProviders } from "~/features/vpn/vpn-data.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/page-meta";
import { HOME_TITLE, SITE_TAGLINE } from "~/site-nav";
import type { Route } from "./+types/home";

// Build time: the teaser figures, news and top providers are written into the prerendered page.
export function loader() {
  const top = scoredProviders()
    .slice(0, 3)
    .map(({ vpn, score }) => ({ slug: vpn.slug, name: vpn.name, score: score.total, verdict: vpn.review.verdict }));
  const teaser = buildTrackerTeaser();
  return { teaser, stats: teaserStats(teaser), top, guides: GUIDES };
}

export function meta() {
  return pageMeta({ title: HOME_TITLE, description: SITE_TAGLINE, canonicalPath: "/" });
}

// Served as loader data rather than code: the home page's JavaScript budget is tight (docs/decisions/0004).
const GUIDES = [
  { to: "/privacy-guide", title: "Privacy guide", text: "Practical steps to protect your accounts, browsing, messages and devices." },
  { to: "/age-verification-laws", title: "Age-verification laws", text: "The global and US state picture of online age checks." },
  { to: "/vpn-limitations", title: "What a VPN cannot do", text: "The limits of VPNs, so you can choose the right tool." },
  { to: "/protest-privacy-guide", title: "Protest privacy guide", text: "Protect your phone and your data before, during and after a protest." },
  { to: "/self-hosted-vpn", title: "Run your own VPN", text: "A working WireGuard set-up on a rented server, step by step." },
  { to: "/global-surveillance", title: "Global surveillance", text: "Intelligence alliances, programmes and the laws behind them." },
];

/** Headline counts for the teaser, as loader data so their labels cost the page no code. */
function teaserStats(teaser: TrackerTeaser) {
  return [
    {
      value: teaser.vpn.legal,
      label:
        teaser.vpn.legalInferred > 0
          ? `countries where VPNs are legal and accessible (${teaser.vpn.legalInferred} of them because no survey lists a restriction)`
          : "countries where a source confirms VPNs are legal and accessible",
      tone: "stat-green",
    },
    { value: teaser.vpn.restricted, label: "restrict VPNs or license them", tone: "stat-amber" },
    { value: teaser.vpn.banned, label: "ban or heavily restrict VPNs", tone: "stat-red" },
    { value: teaser.ageVerification.broad + teaser.ageVerification.targeted, label: "have or are bringing in online age checks", tone: "stat-amber" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { teaser, top } = loaderData;

  return (
    <div className="mx-auto max-w-6xl">
      <section className="hero">
        <p className="eyebrow">Privacy Atlas</p>
        <h1>Know your digital rights, country by country</h1>
        <p className="lead">{SITE_TAGLINE}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/legal-tracker" className="btn btn-matrix btn-lg">
            Open the legislation tracker
          </Link>
          <Link to="/compare" className="btn btn-outline btn-lg">
            Compare VPNs
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-tracker" className="mt-8">
        <h2 id="home-tracker">The tracker at a glance</h2>
        <p className="text-muted">
          All {teaser.members} UN members, every colour backed by a cited source or, for a green marked &ldquo;no restriction found&rdquo;, by comprehensive
          surveys; {teaser.vpn.unknown} are still grey on VPN law: grey means we have not found evidence either way, not that VPNs are unlawful there. Data as
          of {formatDate(teaser.asOf)}.
        </p>
        <ul className="stats-row home-stats">
          {loaderData.stats.map((stat) => (
            <li key={stat.label} className={`stat-card ${stat.tone}`}>
              <strong>{stat.value}</strong> <span>{stat.label}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/legal-tracker">Explore the map and the brief for every country</Link>
        </p>
      </section>

      <div className="home-columns mt-10">
        <section aria-labelledby="home-news">
          <h2 id="home-news">Latest legislation news</h2>
          {teaser.news.length > 0 ? (
            <ul className="news-list">
              {teaser.news.map((item) => (
                <li key={`${item.country}-${item.date}-${item.title}`}>
                  <p className="text-sm text-muted">
                    {formatDate(item.date)} · {item.countryName}
                  </p>
                  <Link to={`/legal-tracker?country=${item.country}`} className="news-title">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>No legislation news in the last six months.</p>
          )}
        </section>
        <section aria-labelledby="home-vpns">
          <h2 id="home-vpns">Top-rated VPNs on the evidence</h2>
          <ol className="news-list">
            {top.map((entry) => (
              <li key={entry.slug}>
                <Link to={`/vpn/${entry.slug}`} className="news-title">
                  {entry.name}: {entry.score}/100
                </Link>
                <p className="text-sm text-muted">{entry.verdict.split(". ")[0]}.</p>
              </li>
            ))}
          </ol>
          <p>
            <Link to="/best-vpns-for-privacy">See the full ranking</Link> · <Link to="/methodology">How we score</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="home-guides" className="mt-12">
        <h2 id="home-guides">Guides</h2>
        <ul className="card-grid">
          {loaderData.guides.map((guide) => (
            <li key={guide.to} className="card">
              <h3>
                <Link to={guide.to}>{guide.title}</Link>
              </h3>
              <p className="text-muted">{guide.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
