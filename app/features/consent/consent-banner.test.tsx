// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ConsentBanner } from "./consent-banner";
import { ConsentProvider, useConsent } from "./consent-context";

function ResetButton() {
  const { reset } = useConsent();
  return (
    <button type="button" onClick={reset}>
      Cookie settings
    </button>
  );
}

function renderBanner() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ConsentProvider>
          <ConsentBanner />
          <ResetButton />
        </ConsentProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const stored = () => JSON.parse(localStorage.getItem("privacy-atlas-cookie-consent") ?? "null");

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("ConsentBanner", () => {
  it("shows without a stored record and hides after Reject All", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole("button", { name: "Reject All" }));
    expect(screen.queryByRole("region", { name: "Your privacy choices" })).toBeNull();
    expect(stored().preferences).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
  });

  it("stays hidden when consent is stored, and reset shows it again", async () => {
    localStorage.setItem(
      "privacy-atlas-cookie-consent",
      JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 }),
    );
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole("button", { name: "Cookie settings" }));
    expect(await screen.findByRole("region", { name: "Your privacy choices" })).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it("saves chosen preferences from the dialog, essential always on", async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole("button", { name: "Preferences" }));
    const essential = await screen.findByRole("checkbox", { name: /Essential/ });
    expect(essential).toHaveProperty("disabled", true);
    expect(essential).toHaveProperty("checked", true);
    await user.click(await screen.findByRole("checkbox", { name: /Analytics/ }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored().preferences).toEqual({ essential: true, analytics: true, marketing: false, functional: false });
    expect(typeof stored().timestamp).toBe("number");
  });
});
