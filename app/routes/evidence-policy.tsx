import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { CONTACT_EMAIL } from "~/lib/site-origin";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/evidence-policy";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/evidence-policy"));

export default function EvidencePolicy() {
  return (
    <article className="prose-page">
      <h1>Evidence policy</h1>
      <p className="lead">
        Everything Privacy Atlas states about a country or a VPN provider rests on a source you can open and read yourself. This page says what counts as a
        source, how we grade what we find, and how to get a mistake corrected.
      </p>

      <h2 id="what-counts">What counts as a source</h2>
      <p>A source is a page we are sure exists and that says what we say it says. In order of preference:</p>
      <ol className="list-decimal ps-6">
        <li>
          The official text: a law in a government gazette or legislation portal, a court judgment, a regulator&apos;s decision, an audit report published by
          the auditor.
        </li>
        <li>An official statement about it: a ministry&apos;s or regulator&apos;s page, a provider&apos;s own policy, blog post or audit announcement.</li>
        <li>
          Independent research: Freedom House&apos;s Freedom on the Net and Freedom in the World, UNCTAD&apos;s list of data-protection laws, reports by
          digital-rights groups.
        </li>
        <li>Reputable reporting: news organisations and specialist outlets with named authors and a record of corrections.</li>
      </ol>
      <p>
        We never invent or guess an address. Where we know a law only by its name and date, we cite the legislation portal that holds it and name the law in the
        title. We do not cite content farms, pages that copy others without attribution, or sites that sell the products they rank.
      </p>

      <h2 id="what-sources-prove">What a provider&apos;s own word can prove</h2>
      <p>
        A VPN company&apos;s privacy policy is good evidence of what it promises, and poor evidence that it keeps the promise. So we record the promise from the
        provider, and look elsewhere for the test: an independent audit, a court case, a police raid or server seizure that found nothing, or one that found
        logs. On each review, the score rewards the test more than the promise (see the <Link to="/methodology">methodology</Link>).
      </p>

      <h2 id="grading">How we grade what we find</h2>
      <ul>
        <li>
          <strong>Coloured means sourced.</strong> A country is green, amber or red on a metric only when one of its key sources supports that status, and the
          source says which metric it supports.
        </li>
        <li>
          <strong>Two strengths of evidence.</strong> A colour is <em>established</em> when a source about the country supports it. A green may instead rest on{" "}
          <em>no restriction found</em>, but only for VPN status, age verification and social-media bans, only when the country is absent from at least two
          comprehensive, dated surveys of that kind of restriction from different publishers, and only when nothing in the country&apos;s own sources or our
          news says otherwise. Such a green is striped on the map and named in words everywhere it appears, and its brief lists the surveys with their dates
          (saying so when a survey comes from a VPN seller or affiliate). Amber and red are always established.
        </li>
        <li>
          <strong>One rule per boundary, for every country.</strong> National statuses describe national law; state laws raise a national status to amber only
          where they cover at least a quarter of the population. An age-verification bill counts once it has passed a first vote; an announcement or
          consultation does not. A minimum age for social media is amber; a nationwide block of a major platform in force is red; a block lifted more than
          twelve months ago is history.
        </li>
        <li>
          <strong>Publishers&apos; own addresses.</strong> We cite the publisher&apos;s page, never a mirror, proxy, cache or copy, and a VPN seller&apos;s or
          affiliate&apos;s page is never the evidence for a status. Our data check refuses both.
        </li>
        <li>
          <strong>Grey is honest.</strong> Where the evidence is thin or contradictory, the status stays grey (&ldquo;Evidence in review&rdquo;). A wrong colour
          on the map does more harm than a grey one. Every grey cell says why, and the <Link to="/methodology#grey-cells">methodology</Link> lists them all.
        </li>
        <li>
          <strong>Not verified earns nothing.</strong> A VPN fact we could not source is shown as &ldquo;Not verified&rdquo; and earns no points, rather than
          being filled in from memory or marketing.
        </li>
        <li>
          <strong>Key sources and further reading are different.</strong> Only key sources count as evidence; further reading is context.
        </li>
        <li>
          <strong>Freedom House figures carry their edition</strong> (for example &ldquo;Freedom on the Net 2025&rdquo;) and say which report they come from.
        </li>
      </ul>

      <h2 id="dates">Dates and freshness</h2>
      <p>
        Every source keeps its own publication date; an undated live page (a provider&apos;s pricing page, say) carries the date we read it instead. Every
        country brief shows when we last verified it and how recent its newest evidence is, and every VPN fact shows the day it was last checked. You can judge
        for yourself whether something may have changed since.
      </p>

      <h2 id="corrections">Corrections</h2>
      <p>
        If you find a mistake, a dead link or a newer source, tell us: write to the editors with the page address, what is wrong, and a source that shows it.
      </p>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent("Correction")}`}>{CONTACT_EMAIL}</a>
      </p>
      <p>
        We check every report against its source. When a fact changes, the data file changes, the page is rebuilt and the entry&apos;s &ldquo;last
        verified&rdquo; date moves. Changes to a country&apos;s status appear in the tracker&apos;s live updates for anyone following that country. A provider
        can send corrections the same way as anyone else; it cannot pay for them, or for anything else (see our <Link to="/disclosure">disclosure</Link>).
      </p>

      <h2 id="not-advice">Information, not legal advice</h2>
      <p>
        The tracker and the reviews describe laws and practices; they are not legal advice for your situation. Laws change, and how they are enforced varies. If
        your safety or liberty depends on it, speak to a lawyer or a digital-rights organisation where you are.
      </p>
    </article>
  );
}
