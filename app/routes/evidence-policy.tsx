import { EvidencePolicyPage } from "~/features/evidence-policy/evidence-policy-page";
import { evidencePolicyMessages } from "~/features/evidence-policy/messages";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import { CONTACT_EMAIL } from "~/lib/site-origin";
import type { Route } from "./+types/evidence-policy";

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(evidencePolicyMessages, args);
  return translatedPageMeta({ title: t("title"), description: t("description"), englishPath: "/evidence-policy", pathname: args.location.pathname });
}

export default function EvidencePolicy() {
  return <EvidencePolicyPage contactEmail={CONTACT_EMAIL} />;
}
