import { useMessages } from "~/lib/i18n/i18n-context";
import { trackerMapMessages } from "./map/messages";

export function LoadingIndicator({ progress }: { progress: number }) {
  const t = useMessages(trackerMapMessages);
  return (
    <div className="loading-indicator" role="status" data-testid="tracker-loading">
      <span className="spinner" aria-hidden="true" />
      <span>{t("loadingData")}</span>
      <div className="progress" role="progressbar" aria-label={t("loadingProgress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="progress-fill" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
