import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import { ScoreBadge } from "../review/score-badge";
import type { ScoredVpn } from "../vpn-types";

/** Providers best first, each with the criteria that earned or cost it most. */
export function RankingList({ entries, builtOn }: { entries: readonly ScoredVpn[]; builtOn: string }) {
  return (
    <>
      <ol className="ranking-list">
        {entries.map(({ vpn, score }, index) => {
          const strengths = score.criteria
            .filter((criterion) => criterion.max > 0 && criterion.points >= criterion.max * 0.75)
            .map((criterion) => criterion.label);
          const weaknesses = score.criteria
            .filter((criterion) => (criterion.max > 0 && criterion.points < criterion.max * 0.4) || criterion.points < 0)
            .map((criterion) => criterion.label);
          return (
            <li key={vpn.slug} className="ranking-item card">
              <div className="ranking-head">
                <h2>
                  <span className="ranking-rank">{index + 1}.</span> <Link to={`/vpn/${vpn.slug}`}>{vpn.name}</Link>
                </h2>
                <ScoreBadge score={score.total} band={score.band} size="sm" />
              </div>
              <p>{vpn.review.verdict}</p>
              <dl className="ranking-reasons">
                <div>
                  <dt>Scores well on</dt>
                  <dd>{strengths.length > 0 ? strengths.join(", ") : "No criterion at three quarters or more of its points"}</dd>
                </div>
                <div>
                  <dt>Loses points on</dt>
                  <dd>{weaknesses.length > 0 ? weaknesses.join(", ") : "Nothing major"}</dd>
                </div>
                {score.unverified.length > 0 ? (
                  <div>
                    <dt>Not verified yet</dt>
                    <dd>{score.unverified.join(", ")}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="text-sm">
                <Link to={`/vpn/${vpn.slug}`}>Read the {vpn.name} review and its sources</Link>
              </p>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-muted">
        Scores as of {formatDate(builtOn)}. Audits and incidents age, so a provider that stops being audited slips down this list.
      </p>
    </>
  );
}
