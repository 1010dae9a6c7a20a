import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

// Tooltips (docs/product.md#notifications-and-tooltips): open after 700 ms, 300 ms skip delay between neighbouring tooltips.
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** Groups tooltips so the skip delay applies between them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** A visible label for icon-only controls; the control keeps its own accessible name. */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <TooltipProvider>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={6} className="tooltip-content">
            {content}
            <RadixTooltip.Arrow className="tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </TooltipProvider>
  );
}
