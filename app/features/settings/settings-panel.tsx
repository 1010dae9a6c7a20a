import * as Popover from "@radix-ui/react-popover";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";
import { useSettings } from "./settings-context";
import { SettingsIcon } from "./settings-icon";
import { settingsMessages } from "./messages";
import { settingsPanelMessages } from "./panel-messages";
import { THEME_OPTIONS } from "./theme";
import { useMessages } from "~/lib/i18n/i18n-context";

/** Loaded on demand by SettingsLauncher; opens at once when the reader clicked before it loaded. */
export function SettingsPanel({ defaultOpen = false, focusTrigger = false }: { defaultOpen?: boolean; focusTrigger?: boolean }) {
  const { preference, setTheme, highContrast, setHighContrast, largeText, setLargeText } = useSettings();
  const id = useId();
  const t = useMessages(settingsPanelMessages);
  const launcher = useMessages(settingsMessages);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Tooltip content={launcher("themeSettings")}>
        <Popover.Trigger asChild>
          <Button ref={triggerRef} variant="outline" size="icon" aria-label={launcher("themeSettings")} className="settings-trigger">
            <SettingsIcon />
          </Button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-labelledby={`${id}-title`}
          className="popover-panel z-50 w-[16rem] rounded-lg border border-border bg-surface p-4 text-text shadow-xl">
          <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
            {t("settings")}
          </h2>
          <fieldset className="mb-4">
            <legend className="mb-2 text-sm font-medium">{t("chooseTheme")}</legend>
            <div className="grid grid-cols-3 gap-2">
              {THEME_OPTIONS.map((option) => (
                <label key={option.value} className="theme-option">
                  <input type="radio" name={`${id}-theme`} value={option.value} checked={preference === option.value} onChange={() => setTheme(option.value)} />
                  <span>{t(option.value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <section aria-labelledby={`${id}-a11y`}>
            <h3 id={`${id}-a11y`} className="mb-2 text-sm font-medium">
              {t("accessibilityOptions")}
            </h3>
            <ToggleRow label={t("highContrast")} help={t("highContrastHelp")} pressed={highContrast} onToggle={() => setHighContrast(!highContrast)} />
            <ToggleRow label={t("largeText")} help={t("largeTextHelp")} pressed={largeText} onToggle={() => setLargeText(!largeText)} />
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
