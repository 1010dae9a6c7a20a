// Every feature's interface text, for the build (each language's current translations) and for
// npm run i18n:check (stale and missing ones). A feature's catalogue lives beside it as messages.ts.
import { layoutMessages } from "./components/layout/messages";
import { commonMessages } from "./components/messages";
import { notFoundMessages } from "./components/not-found-messages";
import { consentDialogMessages } from "./features/consent/dialog-messages";
import { consentMessages } from "./features/consent/messages";
import { evidencePolicyMessages } from "./features/evidence-policy/messages";
import { homeMessages } from "./features/home/messages";
import { liveUpdatesMessages } from "./features/live-updates/messages";
import { settingsMessages } from "./features/settings/messages";
import { settingsPanelMessages } from "./features/settings/panel-messages";
import { shareMessages } from "./features/share/messages";
import { briefMessages } from "./features/tracker/brief/messages";
import { trackerMessages } from "./features/tracker/messages";
import { changesPageMessages } from "./features/tracker/history/changes-messages";
import { trackerListMessages } from "./features/tracker/list-messages";
import { trackerMapMessages } from "./features/tracker/map/messages";
import { trackerNoScriptMessages } from "./features/tracker/no-script-messages";
import { methodologyPageMessages } from "./features/tracker/methodology-messages";
import { vpnSectionMessages } from "./features/vpn/country/messages";
import { flattenCatalogues, type MessageCatalogue } from "./lib/i18n/messages";

const CATALOGUES: readonly MessageCatalogue[] = [
  layoutMessages,
  commonMessages,
  notFoundMessages,
  trackerMessages,
  briefMessages,
  vpnSectionMessages,
  shareMessages,
  liveUpdatesMessages,
  consentMessages,
  consentDialogMessages,
  settingsMessages,
  settingsPanelMessages,
  evidencePolicyMessages,
  changesPageMessages,
  trackerListMessages,
  trackerMapMessages,
  trackerNoScriptMessages,
  homeMessages,
  methodologyPageMessages,
];

let flat: Map<string, string> | undefined;

/** The English of every interface text under its full key (`<namespace>.<key>`). */
export function interfaceEnglish(): Map<string, string> {
  flat ??= flattenCatalogues(CATALOGUES);
  return flat;
}
