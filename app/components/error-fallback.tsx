import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { pathInLanguage } from "~/lib/i18n/languages";
import { commonMessages } from "./messages";
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
  const t = useMessages(commonMessages);
  const language = useLanguage();
  return (
    <div className="error-screen" role="alert">
      <h1>{t("errorTitle")}</h1>
      <p>{t("errorBody")}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secure" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          {t("goBack")}
        </Button>
        <Button variant="ghost" onClick={() => window.location.assign(pathInLanguage("/", language))}>
          {t("goHome")}
        </Button>
      </div>
      <p className="text-sm text-muted">
        {t("errorId")} <code data-testid="error-id">{errorId(error)}</code>
      </p>
      <p className="text-sm text-muted">{t("errorPersists")}</p>
    </div>
  );
}
