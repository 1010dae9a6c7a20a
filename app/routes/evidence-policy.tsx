import { EvidencePolicyPage } from "~/features/evidence-policy/evidence-policy-page";
import { evidencePolicyMessages } from "~/features/evidence-policy/messages";
import { languageAlternates } from "~/lib/i18n/alternates";
import { pathInLanguage, languageOfPath } from "~/lib/i18n/languages";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import { pageMeta } from "~/lib/page-meta";
import { CONTACT_EMAIL } from "~/lib/site-origin";
import type { Route } from "./+types/evidence-policy";

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(evidencePolicyMessages, args);
  return pageMeta({
    title: t("title"),
    description: t("description"),
    canonicalPath: pathInLanguage("/evidence-policy", languageOfPath(args.location.pathname)),
  }).concat(languageAlternates("/evidence-policy"));
}

export default function EvidencePolicy() {
  return <EvidencePolicyPage contactEmail={CONTACT_EMAIL} />;
}
