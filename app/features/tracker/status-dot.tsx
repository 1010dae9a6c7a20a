import type { Status } from "@data/schema/metrics";

/**
 * A colour swatch; the status is always also given in words beside it. An inferred green is
 * hatched, as on the map, so it differs from an established one without colour.
 */
export function StatusDot({ status, inferred = false }: { status: Status; inferred?: boolean }) {
  return <span aria-hidden="true" className={`status-dot status-${status}${inferred && status === "green" ? " evidence-inferred" : ""}`} />;
}
