import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { liveUpdatesMessages } from "./messages";
import type { ConnectionState, LiveClient, LiveUpdate } from "./live-client";
import { readFollowed, writeFollowed } from "./followed-countries";

type LiveValue = {
  state: ConnectionState;
  following: ReadonlySet<string>;
  setFollowing: (iso: string, name: string, follow: boolean) => void;
  pendingCount: number;
};

const LiveContext = createContext<LiveValue | null>(null);

async function postFollow(path: string, iso: string) {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ iso_a3: iso }),
  });
  // Read to the end: a body left unread keeps the request open in the browser.
  await response.text();
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
}

/** Whether the server answers at all: after the retries gave up, this decides when to try again. */
async function serverIsUp(): Promise<boolean> {
  try {
    const response = await fetch("/api/health", { cache: "no-store" });
    await response.text();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Connects the tracker pages to the live-update stream: every update refreshes the data
 * (`onUpdate`), and followed countries' updates also arrive as toasts linking to their brief.
 */
export function LiveUpdatesProvider({
  children,
  onUpdate,
  briefPath,
}: {
  children: ReactNode;
  onUpdate: (update: LiveUpdate) => void;
  briefPath: (iso: string) => string;
}) {
  const [state, setState] = useState<ConnectionState>("disconnected");
  const [following, setFollowingSet] = useState<ReadonlySet<string>>(() => new Set());
  const [pendingCount, setPendingCount] = useState(0);
  const clientRef = useRef<LiveClient | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const followingRef = useRef(following);
  followingRef.current = following;
  const t = useMessages(liveUpdatesMessages);
  const language = useLanguage();
  const handlers = useRef({ onUpdate, briefPath, navigate, t, language });
  handlers.current = { onUpdate, briefPath, navigate, t, language };

  useEffect(() => {
    const stored = new Set(readFollowed());
    setFollowingSet(stored);
    followingRef.current = stored;
    let active = true;
    let stop = () => {};
    // The stream's client is not needed to show or use the page, so it loads once the page is up.
    // A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void`.
    void import("./live-client").then(({ isFollowedUpdate, LiveClient }) => {
      if (!active) return;
      const client = new LiveClient(
        {
          createSource: (url) => new EventSource(url, { withCredentials: true }),
          post: postFollow,
          probe: serverIsUp,
          setTimer: (fn, ms) => window.setTimeout(fn, ms),
          clearTimer: (handle) => window.clearTimeout(handle as number),
          setInterval: (fn, ms) => window.setInterval(fn, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
          now: () => Date.now(),
          log: (message, error) => console.error(message, error),
        },
        {
          onState: setState,
          onPending: (pending) => setPendingCount(pending.length),
          onUpdate: (update) => {
            handlers.current.onUpdate(update);
            // The client hands over each update once, so a replay cannot raise a dismissed toast again.
            if (!isFollowedUpdate(update, followingRef.current)) return;
            const { t: text, language: pageLanguage } = handlers.current;
            // The server's summary is English; a translated page says what changed in its own language.
            const message = update.summary && pageLanguage === "en" ? update.summary : text("countryUpdated", { country: update.name ?? update.iso_a3 });
            void toast.info(message, {
              id: `live-${update.id}`,
              duration: 10_000,
              action: { label: text("viewBrief"), onClick: () => void handlers.current.navigate(handlers.current.briefPath(update.iso_a3)) },
            });
          },
        },
      );
      clientRef.current = client;
      // The follows as they are now: the reader may have followed a country while the client loaded.
      client.setFollows(followingRef.current);
      client.start(window.location.pathname, document.visibilityState !== "hidden", navigator.onLine !== false);
      const onVisibility = () => client.setVisible(document.visibilityState !== "hidden");
      const onOnline = () => client.setOnline(true);
      const onOffline = () => client.setOnline(false);
      document.addEventListener("visibilitychange", onVisibility);
      window.addEventListener("online", onOnline);
      window.addEventListener("offline", onOffline);
      stop = () => {
        document.removeEventListener("visibilitychange", onVisibility);
        window.removeEventListener("online", onOnline);
        window.removeEventListener("offline", onOffline);
        client.stop();
        clientRef.current = null;
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  useEffect(() => {
    clientRef.current?.setPath(location.pathname);
  }, [location.pathname]);

  const setFollowing = useCallback((iso: string, name: string, follow: boolean) => {
    setFollowingSet((current) => {
      const next = new Set(current);
      if (follow) next.add(iso);
      else next.delete(iso);
      writeFollowed(next);
      return next;
    });
    clientRef.current?.follow(iso, follow);
    const text = handlers.current.t;
    void toast.success(follow ? text("nowFollowing", { country: name }) : text("noLongerFollowing", { country: name }), { id: `follow-${iso}` });
  }, []);

  const value = useMemo(() => ({ state, following, setFollowing, pendingCount }), [state, following, setFollowing, pendingCount]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLiveUpdates(): LiveValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error("useLiveUpdates must be used inside <LiveUpdatesProvider>");
  return value;
}
