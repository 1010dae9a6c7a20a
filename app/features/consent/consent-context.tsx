import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";
import {
  ACCEPT_ALL,
  CONSENT_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  createConsent,
  parseConsent,
  REJECT_ALL,
  type ConsentPreferences,
  type ConsentRecord,
} from "./consent-record";

type ConsentValue = {
  /** False until the stored record has been read in the browser (never during prerender). */
  ready: boolean;
  record: ConsentRecord | null;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (preferences: ConsentPreferences) => void;
  reset: () => void;
};

const ConsentContext = createContext<ConsentValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [record, setRecord] = useState<ConsentRecord | null>(null);

  // A transition: the whole page reads consent, and an urgent update would re-render it in one long task.
  useEffect(() => {
    startTransition(() => {
      setRecord(parseConsent(readStorage(CONSENT_STORAGE_KEY)));
      setReady(true);
    });
  }, []);

  // Keeps the pre-paint mark (CONSENT_INIT_SCRIPT) in step, so the stylesheet shows the notice exactly when no choice is stored.
  useEffect(() => {
    if (ready) document.documentElement.setAttribute(CONSENT_ATTRIBUTE, record ? "stored" : "none");
  }, [ready, record]);

  const save = useCallback((preferences: ConsentPreferences) => {
    const next = createConsent(preferences);
    writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(next));
    setRecord(next);
  }, []);
  const acceptAll = useCallback(() => save(ACCEPT_ALL), [save]);
  const rejectAll = useCallback(() => save(REJECT_ALL), [save]);
  const reset = useCallback(() => {
    removeStorage(CONSENT_STORAGE_KEY);
    setRecord(null);
  }, []);

  const value = useMemo(() => ({ ready, record, acceptAll, rejectAll, save, reset }), [ready, record, acceptAll, rejectAll, save, reset]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside <ConsentProvider>");
  return value;
}
