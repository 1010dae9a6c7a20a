import { useMessages } from "~/lib/i18n/i18n-context";
import { commonMessages } from "../messages";

/** Shown while a page's code loads; announced politely so screen-reader users know something is happening. */
export function PageSkeleton() {
  const t = useMessages(commonMessages);
  return (
    <div className="page-skeleton" role="status" aria-live="polite" data-testid="page-skeleton">
      <span className="sr-only">{t("loadingPage")}</span>
      <div className="skeleton-bar h-9 w-2/3" />
      <div className="skeleton-bar h-4 w-full" />
      <div className="skeleton-bar h-4 w-5/6" />
      <div className="skeleton-bar h-4 w-4/6" />
      <div className="skeleton-bar h-40 w-full" />
    </div>
  );
}
