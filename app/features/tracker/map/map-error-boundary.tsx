import { Component, type ReactNode } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { trackerMapMessages } from "./messages";

/** 'Map failed to load' instead of a broken page when the map cannot render. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Map failed to load:", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <MapFailed />;
  }
}

/** The boundary's message, a function component so it can read the page's language. */
function MapFailed() {
  const t = useMessages(trackerMapMessages);
  return (
    <div className="map-frame map-failed" role="alert">
      <p>{t("mapFailed")}</p>
      <p className="text-sm text-muted">{t("mapFailedNote")}</p>
    </div>
  );
}
