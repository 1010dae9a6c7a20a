import { useEffect, useState } from "react";

/** False during prerender and the hydrating render, true after: lets the first client render match the static HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
