import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "./ui/button";

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches render errors below the layout and offers a way back; the header and footer stay usable. */
export class RenderErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Render error caught by the error screen:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

function errorId(error: unknown): string {
  return error instanceof Error && error.name ? error.name : "Unknown";
}

/** The error screen (docs/product.md#error-screens). Nothing is reported anywhere: the site has no error reporting. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>This page hit an error in your browser. You can try again, go back, or start from the home page.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secure" onClick={onRetry}>
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          Go Back
        </Button>
        <Button variant="ghost" onClick={() => window.location.assign("/")}>
          Go Home
        </Button>
      </div>
      <p className="text-sm text-muted">
        Error ID: <code data-testid="error-id">{errorId(error)}</code>
      </p>
      <p className="text-sm text-muted">If it persists, tell the editors, quoting the error ID.</p>
    </div>
  );
}
