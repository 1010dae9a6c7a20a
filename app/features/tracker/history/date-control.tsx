import { HISTORY_START } from "@data/schema/metrics";
import { isHistoryDate } from "@data/model/history-date";
import { useEffect, useId, useState } from "react";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { trackerListMessages } from "../list-messages";

type Props = {
  /** The day shown, or null for today ("Back to today" is in the tracker's notice of the past). */
  date: string | null;
  today: string;
  onChange: (date: string | null) => void;
};

/**
 * "Show the map as of": a native date field (typed or picked, by keyboard or pointer) from
 * 1 January 2015 to today, applied by Enter or "Show": applying each keystroke would redraw the
 * map for every half-typed day (typing 2017 passes through years 2 and 20).
 */
export function DateControl({ date, today, onChange }: Props) {
  const id = useId();
  const t = useMessages(trackerListMessages);
  const language = useLanguage();
  const hintId = `${id}-hint`;
  const [value, setValue] = useState(date ?? today);
  const [invalid, setInvalid] = useState(false);
  // Back and forward, or a shared link, move the field with the URL.
  useEffect(() => setValue(date ?? today), [date, today]);
  const apply = (next: string) => {
    if (!isHistoryDate(next, today)) return setInvalid(true);
    setInvalid(false);
    onChange(next === today ? null : next);
  };
  return (
    <form
      className="field date-control needs-script"
      noValidate
      aria-label={t("dateShownOnMap")}
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}>
      <label htmlFor={id} className="field-label">
        {t("showMapAsOf")}
      </label>
      <div className="field-row">
        <input
          id={id}
          type="date"
          className="field-control"
          name="date"
          min={HISTORY_START}
          max={today}
          value={value}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn-outline btn-sm">
          {t("show")}
        </button>
      </div>
      <p id={hintId} className={`text-xs ${invalid ? "field-error" : "text-muted"}`} aria-live="polite">
        {t(invalid ? "chooseDay" : "anyDay", { start: formatDate(HISTORY_START, language) })}
      </p>
    </form>
  );
}
