// Every feature's interface text, for the build (each language's current translations) and for
// npm run i18n:check (stale and missing ones). A feature's catalogue lives beside it as messages.ts;
// a page that needs only a few of a namespace's texts gets them from their own file, under the same namespace.
import { languageSuggestionMessages } from "./components/layout/language-suggestion-messages";
import { layoutMessages } from "./components/layout/messages";
import { layoutPageMessages } from "./components/layout/translated-page-messages";
import { commonMessages } from "./components/messages";
import { notFoundMessages } from "./components/not-found-messages";
import { consentDialogMessages } from "./features/consent/dialog-messages";
import { consentMessages } from "./features/consent/messages";
import { evidencePolicyMessages } from "./features/evidence-policy/messages";
import { homeMessages } from "./features/home/messages";
import { connectionMessages } from "./features/live-updates/connection-messages";
import { liveUpdatesMessages } from "./features/live-updates/messages";
import { settingsMessages } from "./features/settings/messages";
import { settingsPanelMessages } from "./features/settings/panel-messages";
import { shareMessages } from "./features/share/messages";
import { briefMessages } from "./features/tracker/brief/messages";
import { timelineMessages } from "./features/tracker/brief/timeline-messages";
import { briefPageMessages } from "./features/tracker/brief/translated-page-messages";
import { countryPageMessages } from "./features/tracker/country-page-messages";
import { changesListMessages } from "./features/tracker/history/changes-list-messages";
import { trackerStatusMessages } from "./features/tracker/status-text-messages";
import { trackerMethodMessages } from "./features/tracker/tracker-method-messages";
import { trackerMessages } from "./features/tracker/messages";
import { trackerPageMessages } from "./features/tracker/translated-page-messages";
import { changesPageMessages } from "./features/tracker/history/changes-messages";
import { trackerListMessages } from "./features/tracker/list-messages";
import { trackerMapMessages } from "./features/tracker/map/messages";
import { trackerNoScriptMessages } from "./features/tracker/no-script-messages";
import { methodologyPageMessages } from "./features/tracker/methodology-messages";
import { methodologyTranslatedMessages } from "./features/tracker/methodology-translated-messages";
import { vpnSectionMessages } from "./features/vpn/country/messages";
import { sourceLinkMessages } from "./features/vpn/review/source-links-messages";
import { vpnSectionPageMessages } from "./features/vpn/country/translated-page-messages";
import { flattenCatalogues, type MessageCatalogue } from "./lib/i18n/messages";

const CATALOGUES: readonly MessageCatalogue[] = [
  layoutMessages,
  layoutPageMessages,
  languageSuggestionMessages,
  commonMessages,
  notFoundMessages,
  trackerMessages,
  trackerPageMessages,
  countryPageMessages,
  trackerStatusMessages,
  briefMessages,
  timelineMessages,
  briefPageMessages,
  vpnSectionMessages,
  vpnSectionPageMessages,
  sourceLinkMessages,
  shareMessages,
  liveUpdatesMessages,
  connectionMessages,
  consentMessages,
  consentDialogMessages,
  settingsMessages,
  settingsPanelMessages,
  evidencePolicyMessages,
  changesPageMessages,
  trackerListMessages,
  changesListMessages,
  trackerMethodMessages,
  trackerMapMessages,
  trackerNoScriptMessages,
  homeMessages,
  methodologyPageMessages,
  methodologyTranslatedMessages,
];

let flat: Map<string, string> | undefined;

/** The English of every interface text under its full key (`<namespace>.<key>`). */
export function interfaceEnglish(): Map<string, string> {
  flat ??= flattenCatalogues(CATALOGUES);
  return flat;
}

/** The English of the texts only translated pages show (defineTranslatedPageMessages), under their full keys. */
export function translatedPageEnglish(): Map<string, string> {
  return flattenCatalogues(CATALOGUES.filter((catalogue) => "translatedPagesOnly" in catalogue));
}
