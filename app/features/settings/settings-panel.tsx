import * as Popover from "@radix-ui/react-popover";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { useSettings } from "./settings-context";
import { THEME_OPTIONS } from "./theme";

export function SettingsPanel() {
  const { preference, setTheme, highContrast, setHighContrast, largeText, setLargeText } = useSettings();
  const id = useId();

  return (
    <Popover.Root>
      <Tooltip content="Theme Settings">
        <Popover.Trigger asChild>
          <Button variant="outline" size="icon" aria-label="Theme Settings" className="settings-trigger">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="12" r="3" />
              <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
            </svg>
          </Button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-labelledby={`${id}-title`}
          className="popover-panel z-50 w-[16rem] rounded-lg border border-border bg-surface p-4 text-text shadow-xl"
        >
          <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
            Settings
          </h2>
          <fieldset className="mb-4">
            <legend className="mb-2 text-sm font-medium">Choose theme</legend>
            <div className="grid grid-cols-3 gap-2">
              {THEME_OPTIONS.map((option) => (
                <label key={option.value} className="theme-option">
                  <input
                    type="radio"
                    name={`${id}-theme`}
                    value={option.value}
                    checked={preference === option.value}
                    onChange={() => setTheme(option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <section aria-labelledby={`${id}-a11y`}>
            <h3 id={`${id}-a11y`} className="mb-2 text-sm font-medium">
              Accessibility Options
            </h3>
            <ToggleRow
              label="High contrast"
              help="Improves text visibility"
              pressed={highContrast}
              onToggle={() => setHighContrast(!highContrast)}
            />
            <ToggleRow label="Large text" help="Increases font size" pressed={largeText} onToggle={() => setLargeText(!largeText)} />
          </section>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function ToggleRow({ label, help, pressed, onToggle }: { label: string; help: string; pressed: boolean; onToggle: () => void }) {
  const helpId = useId();
  return (
    <div className="mb-2 flex items-center justify-between gap-3">
      <div>
        <div className="text-sm">{label}</div>
        <div id={helpId} className="text-xs text-muted">
          {help}
        </div>
      </div>
      <button type="button" className="toggle-switch" aria-pressed={pressed} aria-describedby={helpId} onClick={onToggle}>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="toggle-knob" />
      </button>
    </div>
  );
}
