import { startTransition, useEffect, useState } from "react";

/**
 * False during prerender and the hydrating render, true after: lets the first client render match
 * the static HTML. The switch is a transition: an update set from an effect would otherwise
 * re-render the whole page in one task, which a slow phone feels as a long freeze.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
