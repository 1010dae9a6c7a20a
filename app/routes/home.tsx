import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { HOME_TITLE, SITE_TAGLINE } from "~/site-nav";

export function meta() {
  return pageMeta({ title: HOME_TITLE, description: SITE_TAGLINE, canonicalPath: "/" });
}

const GUIDES = [
  { to: "/legal-tracker", title: "Legislation & Censorship Tracker", text: "Where VPNs are legal, and where age checks, censorship and platform bans apply." },
  { to: "/compare", title: "Compare VPNs", text: "Providers compared on audits, ownership, logging and features, every claim sourced." },
  { to: "/privacy-guide", title: "Privacy Guide", text: "Practical steps to protect your accounts, browsing, messages and devices." },
  { to: "/age-verification-laws", title: "Age-verification laws", text: "The global and US state picture of online age checks." },
];

export default function Home() {
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
      <section aria-labelledby="home-guides" className="mt-12">
        <h2 id="home-guides">Start here</h2>
        <ul className="card-grid">
          {GUIDES.map((guide) => (
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
