import type { StatusHistoryDocument } from "@data/schema";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { loadStatusHistory } from "./load-status-history";
import { historyRevision } from "./status-history-data";

export type StatusHistoryState =
  { status: "idle" | "loading" | "error"; data: null; error: Error | null } | { status: "ready"; data: StatusHistoryDocument; error: null };

/** Loads the history when `wanted` turns true; `retry` after a failure tries again. */
export function useStatusHistory(wanted: boolean): StatusHistoryState & { retry: () => void } {
  const [state, setState] = useState<StatusHistoryState>({ status: "idle", data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // A live update invalidates the history: a reader looking at it gets the new version.
  const revision = useSyncExternalStore(historyRevision.subscribe, historyRevision.get, historyRevision.server);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState((current) => (current.status === "ready" ? current : { status: "loading", data: null, error: null }));
    loadStatusHistory().then(
      (data) => live && setState({ status: "ready", data, error: null }),
      (error: unknown) => live && setState({ status: "error", data: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt, revision]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
