import { useMessages } from "~/lib/i18n/i18n-context";
import { useLiveUpdates } from "./live-updates-provider";
import { liveUpdatesMessages } from "./messages";

/** 'Follow' / 'Following' in a country brief; remembered in this browser. */
export function FollowButton({ iso, name }: { iso: string; name: string }) {
  const { following, setFollowing } = useLiveUpdates();
  const isFollowing = following.has(iso);
  const t = useMessages(liveUpdatesMessages);
  return (
    <button
      type="button"
      className={`btn btn-sm needs-script ${isFollowing ? "btn-secure" : "btn-outline"}`}
      aria-pressed={isFollowing}
      onClick={() => setFollowing(iso, name, !isFollowing)}>
      {isFollowing ? t("following") : t("follow")}
      <span className="sr-only"> {t("updatesFor", { country: name })}</span>
    </button>
  );
}
