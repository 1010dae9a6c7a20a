import { bandLabel, type ScoreBand } from "@data/model/vpn-score";

export function ScoreBadge({ score, band, size = "lg" }: { score: number; band: ScoreBand; size?: "lg" | "sm" }) {
  return (
    <p className={`score-badge score-${band} score-${size}`}>
      <span className="score-number">{score}</span>
      <span className="score-max">/100</span>
      <span className="score-band">{bandLabel(band)}</span>
    </p>
  );
}
