import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "./error-fallback";
import { NotFoundView } from "./not-found-view";

/**
 * For routes whose pages are prerendered per item (/vpn/{slug}, /legal-tracker/{country}): an
 * unknown item has no prerendered data, so the router's data request fails with a 404. That is
 * "page not found"; any other failure (offline, say) gets the error screen with Retry.
 */
export function RouteDataError() {
  const error = useRouteError();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || (error instanceof Error && /No result found for routeId/.test(error.message));
  if (notFound) return <NotFoundView />;
  return <ErrorFallback error={error} onRetry={() => window.location.reload()} />;
}
