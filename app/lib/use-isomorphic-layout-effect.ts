import { useEffect, useLayoutEffect } from "react";

/** Runs before paint in the browser; on the server (prerender) there is nothing to lay out. */
export const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
