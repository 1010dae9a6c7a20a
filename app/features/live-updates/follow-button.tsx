import { useLiveUpdates } from "./live-updates-provider";

/** 'Follow' / 'Following' in a country brief; remembered in this browser. */
export function FollowButton({ iso, name }: { iso: string; name: string }) {
  const { following, setFollowing } = useLiveUpdates();
  const isFollowing = following.has(iso);
  return (
    <button
      type="button"
      className={`btn btn-sm needs-script ${isFollowing ? "btn-secure" : "btn-outline"}`}
      aria-pressed={isFollowing}
      onClick={() => setFollowing(iso, name, !isFollowing)}>
      {isFollowing ? "Following" : "Follow"}
      <span className="sr-only"> updates for {name}</span>
    </button>
  );
}
