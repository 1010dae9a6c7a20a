import { INFERRED_EXPLANATION, INFERRED_LABEL } from "@data/model/evidence-strength";
import { defineMessages } from "~/lib/i18n/messages";

/** A status in words wherever it is shown: its green "no restriction found" (use-labels.ts, the brief). Same namespace as messages.ts, its own file so pages other than the tracker load only these. */
export const trackerStatusMessages = defineMessages("tracker", {
  inferredLabel: INFERRED_LABEL,
  inferredExplanation: INFERRED_EXPLANATION,
  statusWithInferred: "{status} ({inferred})",
});
