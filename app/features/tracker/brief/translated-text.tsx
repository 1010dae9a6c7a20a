import type { ReactNode } from "react";
import { useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import type { briefPageMessages } from "./translated-page-messages";

/** On a translated page: the brief's texts shown in English (data/i18n's stale and missing keys), and the English page. */
export type BriefTranslation = {
  stale: readonly string[];
  missing: readonly string[];
  englishPath: string;
};

/**
 * One translatable text of a brief. When its translation is stale or missing, the page shows the
 * English, marked `lang="en"` for screen readers and hyphenation, with a notice saying why.
 */
export function TranslatedText({
  translation,
  textKey,
  as: Tag = "p",
  children,
}: {
  translation: BriefTranslation | undefined;
  textKey: string;
  as?: "p" | "span";
  children: ReactNode;
}) {
  const t = useTranslatedPageMessages<typeof briefPageMessages>("brief");
  const stale = translation?.stale.includes(textKey) ?? false;
  const missing = translation?.missing.includes(textKey) ?? false;
  if (!stale && !missing) return <Tag>{children}</Tag>;
  return (
    <>
      <Tag lang="en" dir="ltr" data-translation={stale ? "stale" : "missing"}>
        {children}
      </Tag>{" "}
      <Tag className="translation-notice">{stale ? t("inEnglishNotice") : t("inEnglishOnly")}</Tag>
    </>
  );
}
