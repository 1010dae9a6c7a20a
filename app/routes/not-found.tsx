import { NotFoundView } from "~/components/not-found-view";
import { notFoundMessages } from "~/components/not-found-messages";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(notFoundMessages, args);
  return pageMeta({
    title: t("notFoundTitle"),
    description: t("notFoundDescription"),
    canonicalPath: "/404",
    noindex: true,
  });
}

export default NotFoundView;
