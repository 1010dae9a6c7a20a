import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { absoluteUrl, siteOrganization } from "~/lib/site-origin";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/open-data";

// Static text on purpose (no loader): the page also reads offline from the app shell.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...sitePageMeta("/data"),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: "Privacy Atlas legislation and VPN data",
      description:
        "VPN legality, age-verification, censorship and surveillance, data-protection and social-media-ban status for the 193 UN members, with sources; legislation news; sourced facts about VPN providers.",
      url: absoluteUrl("/data"),
      license: "https://creativecommons.org/licenses/by/4.0/",
      creator: siteOrganization(),
      isAccessibleForFree: true,
      distribution: DOWNLOADS.map((file) => ({ "@type": "DataDownload", encodingFormat: file.format, contentUrl: absoluteUrl(file.path) })),
    },
  });

/** `id`: an anchor other pages link to (e.g. /data#status-history). */
type Download = { id?: string; path: string; format: string; title: string; what: string; fields: string[] };

const DOWNLOADS: Download[] = [
  {
    path: "/data/legislation-status.json",
    format: "application/json",
    title: "Legislation status (JSON)",
    what: "Every country with a brief: its statuses, summary, laws, Freedom House figures, key sources and further reading, and subnational entries.",
    fields: [
      "updated_at: when the data last changed (ISO 8601)",
      "surveys[]: the comprehensive surveys inferred greens may rest on: id, title, publisher, publisher_kind (vpn-seller and vpn-affiliate are named as such), url, date (YYYY-MM-DD, or YYYY-MM when the survey shows no day), metric, covers (all, or the countries assessed), restricting (the countries each names)",
      "countries[]: iso_a3, name, summary, notes, last_change, last_verified",
      "statuses: vpn_status, age_verification, censorship_surveillance, data_protection, social_media_blocking, each green, amber, red or grey",
      "evidence (per metric, where it is not a source about the country): strength no_restriction_found (a green that rests on the country's absence from at least two comprehensive surveys, listed in surveys[] with id, title, publisher, publisher_kind, url and date, and the day it was checked) or in_review (a grey cell, with its reason). A coloured cell without an entry is established: a key source about the country supports it",
      "digital_rights: Freedom House report (FOTN or FIW), score, label and year",
      "laws[]: title, topic (vpn or age), date, status, url",
      "sources_primary[] and sources_secondary[]: title, url, date, and the metrics each key source supports",
      "subnational[]: name, iso_code (ISO 3166-2), statuses, note, last_verified, sources",
    ],
  },
  {
    path: "/data/legislation-status.csv",
    format: "text/csv",
    title: "Legislation status (CSV)",
    what: "One row for each of the 193 UN members, members without a brief included (all grey). The overall rating is computed by the published formula.",
    fields: [
      "iso_a3, name",
      "vpn_status, age_verification, censorship_surveillance, data_protection, social_media_blocking, overall_rating",
      "last_change, last_verified, key_sources (how many)",
      "vpn_status_evidence … social_media_blocking_evidence: established, no_restriction_found or in_review for each metric",
      "surveys: the surveys each no_restriction_found green rests on, as metric: id; id (ids as in the JSON's surveys[])",
    ],
  },
  {
    id: "status-history",
    path: "/data/status-history.json",
    format: "application/json",
    title: "Status history (JSON)",
    what: "Every dated change of a status since 1 January 2015, newest first, each with its sources: the same list as the /changes page, the brief timelines and the tracker's date control. It is not part of the status file, so the tracker loads it only when a reader asks for the past.",
    fields: [
      "updated_at: when the data last changed (ISO 8601); history_start: 2015-01-01, the first day the history covers",
      "changes[]: id (stable: country[-subdivision]-metric-date, the anchor of the change on /changes), country (ISO alpha-3), subdivision (ISO 3166-2, for a state or province), date (the day the change took effect, YYYY-MM-DD, or YYYY-MM when only the month is sourced), metric, from and to (green, amber or red), summary (one sentence), since_at_least (true when the date is that of the earliest source, not of the change itself), sources[] (title, url, date)",
      "on_record_since: per country, for each coloured cell with no recorded change, the date of its earliest source. Before that day the cell has no record (grey on the past map); with a recorded change, the first change's from colour holds back to 2015-01-01",
    ],
  },
  {
    path: "/data/status-history.csv",
    format: "text/csv",
    title: "Status history (CSV)",
    what: "The same changes, one row each, newest first.",
    fields: [
      "id, date, country, subdivision, metric, from, to",
      "direction: tightened (towards red) or loosened (towards green)",
      "since_at_least: true or false",
      "summary",
      "sources: the source addresses, separated by semicolons",
    ],
  },
  {
    path: "/data/legislation-news.json",
    format: "application/json",
    title: "Legislation news (JSON)",
    what: "Dated news about VPN and age-verification laws, newest first.",
    fields: [
      "items[]: country (ISO alpha-3, or EUU for the European Union), title, date, type (proposed, enacted, in_force, court_ruling, enforcement, repealed), topic, summary, url, source",
    ],
  },
  {
    path: "/data/legislation-news.csv",
    format: "text/csv",
    title: "Legislation news (CSV)",
    what: "The same news, one row per item.",
    fields: ["date, country, type, topic, title, summary, url, source"],
  },
  {
    path: "/data/vpn-providers.json",
    format: "application/json",
    title: "VPN providers and companies (JSON)",
    what: "Every reviewed provider's facts, each with its value, note, the date it was checked and its sources; and the companies, brands and relationships of the ownership map.",
    fields: [
      "providers[]: slug, name, website, owner, jurisdiction, logging, audits, incidents, protocols, features, price, platforms, review",
      "each fact: value (null when not verified), note, checked, sources[] (title, url, date or accessed)",
      "companies: entities[] (id, name, kind, country) and relationships[] (from, to, type, date, summary, sources)",
    ],
  },
  {
    path: "/data/un-countries.json",
    format: "application/json",
    title: "UN members (JSON)",
    what: "The 193 UN members with ISO codes, common aliases, region and a centre point, as the tracker uses them.",
    fields: ["countries[]: name, aliases, iso_a3, iso_a2, iso_numeric, lat, lng, region, subregion"],
  },
];

export default function OpenData() {
  return (
    <article className="prose-page">
      <h1>Open data</h1>
      <p className="lead">Everything the tracker and the VPN reviews show is published as files you can download, reuse and check. No sign-up, no API key.</p>

      <h2 id="downloads">Downloads</h2>
      <ul className="plain-list stacked">
        {DOWNLOADS.map((file) => (
          <li key={file.path} id={file.id} className="card">
            <h3 className="text-lg">
              <a href={file.path} download>
                {file.title}
              </a>
            </h3>
            <p className="text-sm text-muted">
              <code>{file.path}</code> · {file.format}
            </p>
            <p>{file.what}</p>
            <details>
              <summary>Fields</summary>
              <ul>
                {file.fields.map((field) => (
                  <li key={field}>
                    <code>{field.split(":")[0]}</code>
                    {field.includes(":") ? `:${field.slice(field.indexOf(":") + 1)}` : null}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>

      <h2 id="feeds">Feeds</h2>
      <p>
        <a href="/feed.xml" type="application/atom+xml">
          All legislation news (Atom)
        </a>
        , and one feed per country at <code>/feeds/{"{country}"}.xml</code> (for example{" "}
        <a href="/feeds/united-kingdom.xml" type="application/atom+xml">
          United Kingdom
        </a>
        ), linked from each country&apos;s brief. Status changes have their own feeds:{" "}
        <a href="/feeds/changes.xml" type="application/atom+xml">
          every change worldwide
        </a>
        , one per country at <code>/feeds/changes/{"{country}"}.xml</code> and one per metric at <code>/feeds/changes/metric/{"{metric}"}.xml</code> (for
        example{" "}
        <a href="/feeds/changes/metric/vpn-status.xml" type="application/atom+xml">
          VPN status
        </a>
        ); see <Link to="/changes">every change</Link>.
      </p>

      <h2 id="updates">How often it changes</h2>
      <p>
        The files change whenever the editors publish a correction or a new law, which can be several times a week, and are rebuilt with every release of the
        site. Every country carries the date it was last verified and the date of the last change in its law; every VPN fact carries the date it was checked.
        The files are served with headers that tell your software to check for a newer version; please do not download them in a tight loop. Readers of the
        tracker see changes live.
      </p>

      <h2 id="licence">Licence</h2>
      <p>
        Our data is licensed under the{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 International licence (CC BY 4.0)</a>. Credit Privacy Atlas,
        link to the file or page you used, say when you retrieved it and whether you changed it. The laws, reports and articles our sources point to belong to
        their publishers and keep their own terms. See the <Link to="/terms">terms</Link> for details.
      </p>

      <h2 id="method">What the values mean</h2>
      <p>
        The <Link to="/methodology">methodology</Link> explains each metric, the status colours and the scoring of VPN providers; the{" "}
        <Link to="/evidence-policy">evidence policy</Link> explains how sources are chosen and graded, and how to report an error.
      </p>
    </article>
  );
}
