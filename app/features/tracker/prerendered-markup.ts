import { useState, type RefObject } from "react";
import { useIsomorphicLayoutEffect } from "~/lib/use-isomorphic-layout-effect";

/**
 * The first `dangerouslySetInnerHTML` value for markup React never owns (the tracker's map and
 * table): the markup itself in the prerender; empty in the browser, where the string is not built
 * while the page hydrates, because React's production hydration keeps an element's inner HTML as
 * the build wrote it. The value never changes afterwards, so React never writes it.
 */
export function initialMarkup(build: () => string): { __html: string } {
  return { __html: typeof document === "undefined" ? build() : "" };
}

/**
 * `initialMarkup`, and the markup written once before the first paint when the element is empty:
 * after a client-side navigation, or when hydration fell back to a client render (a page whose
 * HTML did not match, such as the service worker's copy answering a ?metric= address).
 */
export function usePrerenderedMarkup(ref: RefObject<Element | null>, build: () => string, onWritten?: (markup: string) => void): { __html: string } {
  const [markup] = useState(() => initialMarkup(build));
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || element.childElementCount > 0) return;
    const html = build();
    element.innerHTML = html;
    onWritten?.(html);
    // Once, from the first render's data: later changes go through the component's own updates.
  }, []);
  return markup;
}
