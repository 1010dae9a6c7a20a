import type { Status } from "@data/schema/metrics";

/** A colour swatch; the status is always also given in words beside it. */
export function StatusDot({ status }: { status: Status }) {
  return <span aria-hidden="true" className={`status-dot status-${status}`} />;
}
