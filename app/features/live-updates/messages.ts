import { defineMessages } from "~/lib/i18n/messages";

/** Following countries: the button and the toasts. */
export const liveUpdatesMessages = defineMessages("liveUpdates", {
  follow: "Follow",
  following: "Following",
  updatesFor: "updates for {country}",
  countryUpdated: "{country} was updated.",
  viewBrief: "View brief",
  nowFollowing: "Following {country}: you will be told when its brief changes.",
  noLongerFollowing: "No longer following {country}.",
});
