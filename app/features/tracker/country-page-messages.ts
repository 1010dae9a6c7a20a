import { defineMessages } from "~/lib/i18n/messages";

/** A country's page: its title, share title and breadcrumb, which names the tracker. Same namespace as messages.ts, its own file so a country page loads only these. */
export const countryPageMessages = defineMessages("tracker", {
  trackerTitle: "Legislation & Censorship Tracker",
  countryPageTitle: "{country}: VPN, age-verification and censorship laws",
  countryShareTitle: "{country}: digital rights brief | Privacy Atlas",
  breadcrumb: "Breadcrumb",
  seeOnMap: "See {country} on the map",
});
