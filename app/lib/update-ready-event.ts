/** Raised by the inline service-worker script when a new version is waiting. */
export const UPDATE_READY_EVENT = "privacy-atlas:update-ready";
