import { useEffect, useRef, useState, type ComponentType } from "react";
import { Button } from "~/components/ui/button";
import { onIdle } from "~/lib/on-idle";
import { SettingsIcon } from "./settings-icon";
import type { SettingsPanel as SettingsPanelType } from "./settings-panel";
import { useMessages } from "~/lib/i18n/i18n-context";
import { settingsMessages } from "./messages";

// A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void` where it is called.
const loadPanel = () => import("./settings-panel");

/**
 * The settings button, with the popover and tooltip code fetched when the browser is idle or on
 * first use, keeping Radix out of the code every page must load (docs/decisions/0004-bundle-budget.md).
 */
export function SettingsLauncher() {
  const [Panel, setPanel] = useState<ComponentType<Parameters<typeof SettingsPanelType>[0]> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const hadFocus = useRef(false);
  const t = useMessages(settingsMessages);

  useEffect(() => {
    let active = true;
    const cancel = onIdle(() => void loadPanel().then((module) => active && setPanel(() => module.SettingsPanel)));
    return () => {
      active = false;
      cancel();
    };
  }, []);

  if (Panel) return <Panel defaultOpen={openOnLoad} focusTrigger={hadFocus.current} />;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t("themeSettings")}
      title={t("themeSettings")}
      className="settings-trigger"
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
      onClick={() => {
        setOpenOnLoad(true);
        void loadPanel().then((module) => setPanel(() => module.SettingsPanel));
      }}>
      <SettingsIcon />
    </Button>
  );
}
