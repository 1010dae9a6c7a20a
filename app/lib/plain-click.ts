import type { MouseEvent } from "react";

/** A plain primary click: no modifier asks for the link's own behaviour (a new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
