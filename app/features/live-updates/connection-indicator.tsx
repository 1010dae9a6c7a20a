import type { ConnectionState } from "./live-client";
import { useLiveUpdates } from "./live-updates-provider";

const LABELS: Record<ConnectionState, string> = {
  connected: "Live updates on",
  connecting: "Connecting to live updates…",
  error: "Live updates interrupted, retrying…",
  disconnected: "Live updates off",
};

export function ConnectionIndicator() {
  const { state } = useLiveUpdates();
  return (
    <p className="connection-indicator" role="status" data-state={state}>
      <span aria-hidden="true" className={`connection-dot connection-${state}`} />
      {LABELS[state]}
    </p>
  );
}
