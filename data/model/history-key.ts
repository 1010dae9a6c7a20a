// Its own module: the timeline needs only the key, not the brief's translation helpers (brief-texts.ts).

/** The key a status change's summary is translated under: by date and metric, not by place in the list. */
export function historyKey(change: { date: string; metric: string }): string {
  return `history.${change.date}.${change.metric}`;
}
