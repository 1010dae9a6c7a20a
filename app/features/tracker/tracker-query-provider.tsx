import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { QUERY_DEFAULTS, type DataVersions } from "./tracker-data";

/** No published document has this version: the page takes its snapshot as out of date. */
const LIVE_UPDATE_VERSION = "live-update";

/** TanStack Query for the tracker pages only, so other pages do not load it. */
export function TrackerQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Fetches the published data again (after a live update), refreshing the map, statistics and an open brief. */
export function useRefreshTrackerData(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    // A live update means the published data is newer than the snapshot, whatever versions.json
    // said at load: marking the versions unknown makes the page fetch the documents.
    client.setQueriesData<DataVersions>({ queryKey: ["data-versions"] }, () => ({ status: LIVE_UPDATE_VERSION, news: LIVE_UPDATE_VERSION }));
    void client.invalidateQueries({ queryKey: ["legislation-status"] });
    void client.invalidateQueries({ queryKey: ["legislation-news"] });
  }, [client]);
}
