import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DEFAULT_PREFERENCES, type ConsentPreferences, type OptionalCategory } from "./consent-record";
import { useMessages } from "~/lib/i18n/i18n-context";
import { consentDialogMessages } from "./dialog-messages";

const OPTIONAL_CATEGORIES: ReadonlyArray<{ key: OptionalCategory; description: "analyticsHelp" | "marketingHelp" | "functionalHelp" }> = [
  { key: "analytics", description: "analyticsHelp" },
  { key: "marketing", description: "marketingHelp" },
  { key: "functional", description: "functionalHelp" },
];

export default function ConsentPreferencesDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (preferences: ConsentPreferences) => void;
}) {
  const [draft, setDraft] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const t = useMessages(consentDialogMessages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-panel">
          <Dialog.Title className="text-lg font-semibold">{t("dialogTitle")}</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-muted">{t("dialogDescription")}</Dialog.Description>
          <ul className="mb-4 space-y-3">
            <li className="consent-row">
              <label className="flex items-start gap-3">
                <input type="checkbox" checked disabled aria-describedby="consent-essential-help" />
                <span>
                  <span className="font-medium">{t("essential")}</span> <span className="text-xs text-muted">{t("alwaysOn")}</span>
                  <span id="consent-essential-help" className="block text-sm text-muted">
                    {t("essentialHelp")}
                  </span>
                </span>
              </label>
            </li>
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category.key} className="consent-row">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    checked={draft[category.key]}
                    onChange={(event) => setDraft({ ...draft, [category.key]: event.target.checked })}
                    aria-describedby={`consent-${category.key}-help`}
                  />
                  <span>
                    <span className="font-medium">{t(category.key)}</span>
                    <span id={`consent-${category.key}-help`} className="block text-sm text-muted">
                      {t(category.description)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t("cancel")}</Button>
            </Dialog.Close>
            <Button variant="secure" onClick={() => onSave(draft)}>
              {t("save")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
