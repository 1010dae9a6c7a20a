import { defineMessages } from "~/lib/i18n/messages";

/** The tracker's live-connection indicator (connection-indicator.tsx). Same namespace as messages.ts, its own file so country pages, which show no indicator, do not load it. */
export const connectionMessages = defineMessages("liveUpdates", {
  connected: "Live updates on",
  connecting: "Connecting to live updates…",
  error: "Live updates interrupted, retrying…",
  disconnected: "Live updates off",
});
