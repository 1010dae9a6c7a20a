/**
 * The `dangerouslySetInnerHTML` value for markup the build wrote and React never owns (the tracker's
 * map and table). While the page hydrates, the prerendered children are already in the document and
 * React's production hydration leaves an element's inner HTML as it is, so the string is not built
 * again: an empty value, kept for the component's life, never makes React write it. After hydration
 * (a client-side navigation: `data-hydrated` is set by app/root.tsx) the markup is built as usual.
 */
export function prerenderedMarkup(build: () => string): { __html: string } {
  const hydrating = typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";
  return { __html: hydrating ? "" : build() };
}
