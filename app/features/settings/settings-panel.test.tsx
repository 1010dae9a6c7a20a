// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "~/components/ui/tooltip";
import { SettingsProvider } from "./settings-context";
import { SettingsPanel } from "./settings-panel";

vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderPanel() {
  return render(
    <SettingsProvider>
      <TooltipProvider>
        <SettingsPanel />
      </TooltipProvider>
    </SettingsProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
});

describe("SettingsPanel", () => {
  it("saves the chosen theme and applies its class", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Theme Settings" }));
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(localStorage.getItem("privacy-atlas-theme")).toBe("light");
    expect(document.documentElement.classList.contains("light")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("toggles high contrast and large text without persisting them", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Theme Settings" }));
    const contrast = screen.getByRole("button", { name: "High contrast" });
    await user.click(contrast);
    expect(contrast).toHaveProperty("ariaPressed", "true");
    expect(document.documentElement.classList.contains("high-contrast")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Large text" }));
    expect(document.documentElement.classList.contains("large-text")).toBe(true);
    expect(Object.keys(localStorage)).toEqual([]);
    await act(async () => contrast.click());
    expect(document.documentElement.classList.contains("high-contrast")).toBe(false);
  });
});
