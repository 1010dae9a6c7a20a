// @vitest-environment jsdom
import type { Country } from "@data/schema";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidateStatusHistory } from "../history/status-history-data";
import { preloadLazyTimeline, StatusTimeline } from "./status-timeline";

// A country with one recorded change, as a page's loader gives it (fixture, not the data).
const country = {
  iso_a3: "AAA",
  name: "Atlantis",
  statuses: { vpn_status: "red", age_verification: "grey", censorship_surveillance: "grey", data_protection: "grey", social_media_blocking: "grey" },
  laws: [],
  subnational: [],
  sources_primary: [{ title: "Gazette", url: "https://example.org/gazette", date: "2024-05-01", metrics: ["vpn_status"] }],
  sources_secondary: [],
  history: [
    {
      date: "2024-05-01",
      metric: "vpn_status",
      from: "green",
      to: "red",
      summary: "VPNs were banned.",
      sources: [{ title: "Gazette", url: "https://example.org/gazette", date: "2024-05-01" }],
    },
  ],
} as unknown as Country;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StatusTimeline after a live update", () => {
  it("keeps the page's history until the on-demand timeline has loaded, then switches without an empty section", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    render(<StatusTimeline country={country} headingId="history" H="h2" />);
    expect(screen.getByText("VPNs were banned.")).toBeTruthy();

    // As the country page does on an update for its country: the code first, then the new revision.
    await act(() => preloadLazyTimeline());
    act(() => invalidateStatusHistory());
    // At once the fetched history's loading status, never a section with nothing in it.
    expect(screen.getByRole("status").textContent).toBe("Loading the history…");
    expect(screen.getByRole("heading", { name: "History of changes" })).toBeTruthy();
  });
});
