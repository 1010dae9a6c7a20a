import { describe, expect, it } from "vitest";
import { SHARE_HASHTAGS, shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("https://privacyatlas.example/legal-tracker?metric=vpn_status", "VPN laws & more");

  it("encodes the page URL and title for every target", () => {
    expect(links.twitter).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fprivacyatlas.example%2Flegal-tracker%3Fmetric%3Dvpn_status&text=VPN%20laws%20%26%20more&hashtags=Legislation%2CVPN%2CCensorship%2CDigitalRights%2CPrivacy",
    );
    expect(links.facebook).toContain("sharer.php?u=https%3A%2F%2Fprivacyatlas.example");
    expect(links.linkedin).toContain("share-offsite/?url=https%3A%2F%2F");
    expect(links.whatsapp).toBe("https://wa.me/?text=VPN%20laws%20%26%20more%20https%3A%2F%2Fprivacyatlas.example%2Flegal-tracker%3Fmetric%3Dvpn_status");
    expect(links.telegram).toContain("t.me/share/url?url=");
    expect(links.email.startsWith("mailto:?subject=VPN%20laws%20%26%20more&body=")).toBe(true);
  });

  it("uses the product's hashtags", () => {
    expect(SHARE_HASHTAGS).toEqual(["Legislation", "VPN", "Censorship", "DigitalRights", "Privacy"]);
  });
});
