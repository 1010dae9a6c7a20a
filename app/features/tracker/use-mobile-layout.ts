import { startTransition, useEffect, useState } from "react";

/**
 * The mobile tracker is used at 768 px or less, or on a touch device with a narrow screen
 * (docs/product.md#tracker-page). CSS uses the same query (app.css, .tracker-desktop-only /
 * .tracker-mobile-only), so the prerendered page shows the right layout from first paint.
 */
const MOBILE_LAYOUT_QUERY = "(max-width: 768px), (pointer: coarse) and (max-width: 1024px)";

export function matchesMobileLayout(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(MOBILE_LAYOUT_QUERY).matches;
}

/** Follows rotation and resizing; false until hydrated so the first render matches the HTML. */
export function useMobileLayout(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(MOBILE_LAYOUT_QUERY);
    const update = () => setMobile(query.matches);
    // The first reading re-lays the whole tracker: a transition, so it yields to the reader.
    startTransition(update);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}
