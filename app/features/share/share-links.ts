export const SHARE_HASHTAGS = ["Legislation", "VPN", "Censorship", "DigitalRights", "Privacy"] as const;

export type ShareTarget = "twitter" | "facebook" | "linkedin" | "whatsapp" | "telegram" | "email";

/** Plain share links: no third-party script runs until the reader follows one. */
export function shareLinks(url: string, title: string, hashtags: readonly string[] = SHARE_HASHTAGS): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}&hashtags=${encodeURIComponent(hashtags.join(","))}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}
