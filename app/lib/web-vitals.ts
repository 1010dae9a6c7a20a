// Performance metrics are logged to the console (docs/product.md#service-worker-and-start-up). Loaded at idle, so it costs the first paint nothing.
// A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void`.
export function logWebVitals(): void {
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const log = (metric: { name: string; value: number; rating: string }) =>
      console.log(`[web-vitals] ${metric.name} ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`);
    onCLS(log);
    onFCP(log);
    onINP(log);
    onLCP(log);
    onTTFB(log);
  });
}
