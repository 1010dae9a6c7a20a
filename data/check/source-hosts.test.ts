import { describe, expect, it } from "vitest";
import { isSameSite, isVpnSellerHost, sourceUrlProblem } from "./source-hosts";

describe("source hosts", () => {
  it("refuses explicit ports, even the default one", () => {
    expect(sourceUrlProblem("https://www.example.org:443/law")).toMatch(/port/);
    expect(sourceUrlProblem("https://www.example.org:8443/law")).toMatch(/port/);
    expect(sourceUrlProblem("https://www.example.org/law?page=443")).toBeNull();
  });

  it("refuses mirror, proxy, cache and crawler hosts and their subdomains", () => {
    expect(sourceUrlProblem("https://web.archive.org/web/2024/https://gov.example/law")).toMatch(/mirror/);
    expect(sourceUrlProblem("https://somesite.pages.dev/posts/vpn-ban")).toMatch(/pages\.dev/);
    expect(sourceUrlProblem("https://infobae-infobae-staging.web.arc-cdn.net/tag/x")).toMatch(/arc-cdn\.net/);
    expect(sourceUrlProblem("https://news-example.proxy.example.com/a")).toMatch(/proxy/);
    expect(sourceUrlProblem("https://freedomhouse.org/country/kenya/freedom-net/2025")).toBeNull();
  });

  it("knows VPN sellers and affiliates by domain, not by a word in the path", () => {
    expect(isVpnSellerHost("https://surfshark.com/research/chart/internet-shutdowns")).toBe(true);
    expect(isVpnSellerHost("https://www.comparitech.com/blog/vpn-privacy/vpn-legality/")).toBe(true);
    expect(isVpnSellerHost("https://protonvpn.com/blog/are-vpns-illegal")).toBe(true);
    expect(isVpnSellerHost("https://www.reuters.com/technology/vpn-ban-nordvpn-2025/")).toBe(false);
    expect(isVpnSellerHost("https://notsurfshark.com/")).toBe(false);
  });
});

describe("isSameSite", () => {
  it("holds for the same host, a subdomain either way, and www", () => {
    expect(isSameSite("https://mullvad.net/en/blog/x", "https://mullvad.net")).toBe(true);
    expect(isSameSite("https://blog.mullvad.net/post", "https://mullvad.net")).toBe(true);
    expect(isSameSite("https://mullvad.net/x", "https://www.mullvad.net")).toBe(true);
    expect(isSameSite("https://WWW.Mullvad.net/x", "https://mullvad.net")).toBe(true);
  });
  it("does not hold for another site, even one whose name ends alike", () => {
    expect(isSameSite("https://notmullvad.net/x", "https://mullvad.net")).toBe(false);
    expect(isSameSite("https://ooni.org/post/x", "https://mullvad.net")).toBe(false);
    expect(isSameSite("not a url", "https://mullvad.net")).toBe(false);
  });
});
