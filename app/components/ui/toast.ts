// Toasts from anywhere, without putting sonner in the code every page loads: the library is
// fetched on first use (or at idle by <Toaster>), and both share its one module instance.
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;
type ToastId = string | number;
type Message = Parameters<Sonner["toast"]>[0];

let sonner: Promise<Sonner> | undefined;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

// A toast raised before <Toaster> has mounted asks it to mount now, then waits for it briefly,
// so no toast is dropped.
export const TOASTER_NEEDED_EVENT = "privacy-atlas:toaster-needed";
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve));
export function toasterMounted(): void {
  markToasterReady();
}

async function withToaster(): Promise<Sonner> {
  const module = await loadSonner();
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
  await Promise.race([toasterReady, new Promise((resolve) => setTimeout(resolve, 1500))]);
  return module;
}

const show =
  (kind: "success" | "info" | "warning" | "error" | "loading" | "message") =>
  (message: Message, options?: ExternalToast): Promise<ToastId> =>
    withToaster().then(({ toast: t }) => (kind === "message" ? t(message, options) : t[kind](message, options)));

/** Types success, info, warning, error and loading; pass `{ id }` to update an existing toast. */
export const toast = {
  message: show("message"),
  success: show("success"),
  info: show("info"),
  warning: show("warning"),
  error: show("error"),
  loading: show("loading"),
  dismiss: (id?: ToastId) => loadSonner().then(({ toast: t }) => t.dismiss(id)),
};
