import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { useMessages } from "~/lib/i18n/i18n-context";
import { onIdle } from "~/lib/on-idle";
import { commonMessages } from "../messages";
import { loadSonner, toast, TOASTER_NEEDED_EVENT, toasterMounted } from "./toast";

// The product's toaster settings (docs/product.md#notifications-and-tooltips), set explicitly
// because sonner's defaults changed between majors.
export const TOASTER_OPTIONS = {
  position: "bottom-right",
  offset: 32,
  hotkey: ["altKey", "KeyT"],
  containerAriaLabel: "Notifications",
  toastWidth: 356,
} as const;

export { toast };

/** Mounts sonner's toaster once the browser is idle; a toast raised earlier loads it at once. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  const t = useMessages(commonMessages);
  // The offer reads the page's language when it is made, not when the toaster mounted.
  const text = useRef(t);
  text.current = t;
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () => void loadSonner().then((module) => active && setSonner(() => module.Toaster));
    const cancel = onIdle(mount);
    window.addEventListener(TOASTER_NEEDED_EVENT, mount, { once: true });
    return () => {
      active = false;
      cancel();
      window.removeEventListener(TOASTER_NEEDED_EVENT, mount);
    };
  }, []);
  useEffect(() => {
    if (Sonner) toasterMounted();
  }, [Sonner]);
  // The update offer needs the toaster, so it loads with it (at idle), not with the page; the
  // web-vitals logging rides along for the same reason: nothing of it is needed for first paint.
  // A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void`.
  useEffect(() => {
    if (!Sonner) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import("./update-offer").then((module) => {
      if (active) stop = module.offerUpdates({ message: text.current("newVersion"), reload: text.current("reload") });
    });
    void import("~/lib/web-vitals").then((module) => module.logWebVitals());
    return () => {
      active = false;
      stop?.();
    };
  }, [Sonner]);
  if (!Sonner) return null;
  return (
    <Sonner
      theme={theme}
      position={TOASTER_OPTIONS.position}
      offset={TOASTER_OPTIONS.offset}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      containerAriaLabel={t("notifications")}
      style={{ "--width": `${TOASTER_OPTIONS.toastWidth}px` } as React.CSSProperties}
      closeButton
    />
  );
}
