import { useMessages } from "~/lib/i18n/i18n-context";
import { useLiveUpdates } from "./live-updates-provider";
import { connectionMessages } from "./connection-messages";

export function ConnectionIndicator() {
  const { state } = useLiveUpdates();
  const t = useMessages(connectionMessages);
  return (
    <p className="connection-indicator" role="status" data-state={state}>
      <span aria-hidden="true" className={`connection-dot connection-${state}`} />
      {t(state)}
    </p>
  );
}
