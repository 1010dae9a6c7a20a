import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { QUERY_DEFAULTS } from "./tracker-data";

/** TanStack Query for the tracker pages only, so other pages do not load it. */
export function TrackerQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Fetches the published data again (after a live update), refreshing the map, statistics and an open brief. */
export function useRefreshTrackerData(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    // The versions say which documents changed; only those (and any already loaded) are fetched.
    void client.invalidateQueries({ queryKey: ["data-versions"] });
    void client.invalidateQueries({ queryKey: ["legislation-status"] });
    void client.invalidateQueries({ queryKey: ["legislation-news"] });
  }, [client]);
}
