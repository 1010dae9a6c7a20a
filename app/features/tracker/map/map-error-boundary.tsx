import { Component, type ReactNode } from "react";

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
    return (
      <div className="map-frame map-failed" role="alert">
        <p>Map failed to load</p>
        <p className="text-sm text-muted">The country list and statuses below still work.</p>
      </div>
    );
  }
}
