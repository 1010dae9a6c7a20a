import { Toaster as Sonner, toast } from "sonner";

// Spec section 9, set explicitly because sonner's defaults changed between majors.
export const TOASTER_OPTIONS = {
  position: "bottom-right",
  offset: 32,
  hotkey: ["altKey", "KeyT"],
  containerAriaLabel: "Notifications",
  toastWidth: 356,
} as const;

/** Types: success, info, warning, error and loading; `toast(..., { id })` updates an existing toast, `toast.dismiss(id)` closes it. */
export { toast };

export function Toaster({ theme }: { theme: "light" | "dark" }) {
  return (
    <Sonner
      theme={theme}
      position={TOASTER_OPTIONS.position}
      offset={TOASTER_OPTIONS.offset}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      containerAriaLabel={TOASTER_OPTIONS.containerAriaLabel}
      style={{ "--width": `${TOASTER_OPTIONS.toastWidth}px` } as React.CSSProperties}
      closeButton
    />
  );
}
