import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DEFAULT_PREFERENCES, type ConsentPreferences, type OptionalCategory } from "./consent-record";

// Here, not beside the consent record, so their text loads with the dialog and not on every page.
const OPTIONAL_CATEGORIES: ReadonlyArray<{ key: OptionalCategory; label: string; description: string }> = [
  { key: "analytics", label: "Analytics", description: "Counting visits to improve the site. Privacy Atlas uses none today." },
  { key: "marketing", label: "Marketing", description: "Advertising and campaign measurement. Privacy Atlas uses none today." },
  { key: "functional", label: "Functional", description: "Optional conveniences beyond your settings. None are in use today." },
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-panel">
          <Dialog.Title className="text-lg font-semibold">Cookie preferences</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-muted">
            Essential storage keeps your settings working and cannot be switched off. The other categories are off unless you switch them on.
          </Dialog.Description>
          <ul className="mb-4 space-y-3">
            <li className="consent-row">
              <label className="flex items-start gap-3">
                <input type="checkbox" checked disabled aria-describedby="consent-essential-help" />
                <span>
                  <span className="font-medium">Essential</span> <span className="text-xs text-muted">(always on)</span>
                  <span id="consent-essential-help" className="block text-sm text-muted">
                    Your theme, the countries you follow and this choice.
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
                    <span className="font-medium">{category.label}</span>
                    <span id={`consent-${category.key}-help`} className="block text-sm text-muted">
                      {category.description}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.Close>
            <Button variant="secure" onClick={() => onSave(draft)}>
              Save Preferences
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
