import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QUERY_DEFAULTS } from "./tracker-data";

/** TanStack Query for the tracker pages only, so other pages do not load it. */
export function TrackerQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
