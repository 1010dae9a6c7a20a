import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { useMessages } from "~/lib/i18n/i18n-context";
import { shareMessages } from "./messages";
import { shareLinks } from "./share-links";

const COPIED_MS = 2000;

/** Compact share controls: three networks and copy link, with the rest in a menu. */
export function ShareBar({ title }: { title: string }) {
  const [url, setUrl] = useState("");
  const [copied, setCopied] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const location = useLocation();
  const t = useMessages(shareMessages);

  // The current address (with ?metric and ?country) is known only in the browser.
  useEffect(() => setUrl(window.location.href), [location]);
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    return () => clearTimeout(timer.current);
  }, []);

  const links = shareLinks(url, title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.error("Failed to copy the link:", error);
      void toast.error(t("copyFailed"));
    }
  };
  const nativeShare = async () => {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      console.error("Failed to share:", error);
      void toast.error(t("shareFailed"));
    }
  };
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <div className="share-bar" role="group" aria-label={t("shareThisPage")}>
      <a className="btn btn-outline btn-sm" href={links.twitter} {...external}>
        Twitter<span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
      <a className="btn btn-outline btn-sm" href={links.facebook} {...external}>
        Facebook<span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
      <a className="btn btn-outline btn-sm" href={links.linkedin} {...external}>
        LinkedIn<span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
      <button type="button" className="btn btn-matrix btn-sm needs-script" onClick={() => void copy()} aria-live="polite">
        {copied ? t("copied") : t("copyLink")}
      </button>
      <div className="share-more relative">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => event.key === "Escape" && setMenuOpen(false)}>
          {t("more")}
        </button>
        <ul id={menuId} hidden={!menuOpen} className="dropdown-panel share-menu" onKeyDown={(event) => event.key === "Escape" && setMenuOpen(false)}>
          <li>
            <a className="dropdown-item" href={links.whatsapp} {...external}>
              WhatsApp
            </a>
          </li>
          <li>
            <a className="dropdown-item" href={links.telegram} {...external}>
              Telegram
            </a>
          </li>
          <li>
            <a className="dropdown-item" href={links.email}>
              {t("email")}
            </a>
          </li>
          {canShare ? (
            <li>
              <button type="button" className="dropdown-item w-full text-start" onClick={() => void nativeShare()}>
                {t("shareViaDevice")}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
