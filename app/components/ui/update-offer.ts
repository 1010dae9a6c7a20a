import { UPDATE_READY_EVENT } from "~/lib/update-ready-event";
import { toast } from "./toast";

/** When a new version waits (announced by the inline service-worker script), a toast offers to reload. */
export function offerUpdates(
  text: { message: string; reload: string } = { message: "A new version of Privacy Atlas is available.", reload: "Reload" },
): () => void {
  const offer = () => {
    const waiting = window.__paWaitingWorker;
    if (!waiting) return;
    void toast.info(text.message, {
      id: "update-ready",
      duration: Infinity,
      action: {
        label: text.reload,
        onClick: () => {
          window.__paReloadOnUpdate = true;
          waiting.postMessage({ type: "SKIP_WAITING" });
        },
      },
    });
  };
  offer();
  window.addEventListener(UPDATE_READY_EVENT, offer);
  return () => window.removeEventListener(UPDATE_READY_EVENT, offer);
}
