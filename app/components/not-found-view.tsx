import { Link } from "react-router";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { notFoundMessages } from "./not-found-messages";

export function NotFoundView() {
  const t = useMessages(notFoundMessages);
  const localized = useLocalizedPath();
  return (
    <article className="prose-page">
      <h1>{t("notFoundTitle")}</h1>
      <p className="lead">{t("notFoundBody")}</p>
      <ul>
        <li>
          <Link {...localized("/")}>{t("home")}</Link>
        </li>
        <li>
          <Link {...localized("/legal-tracker")}>{t("tracker")}</Link>
        </li>
        <li>
          <Link {...localized("/compare")}>{t("compareVpns")}</Link>
        </li>
      </ul>
    </article>
  );
}
