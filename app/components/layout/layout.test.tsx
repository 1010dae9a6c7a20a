// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DROPDOWN_CLOSE_DELAY_MS, ResourcesMenu } from "./resources-menu";
import { copyrightLine, SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ResourcesMenu", () => {
  it("lists the six resources with their descriptions", () => {
    renderAt(<ResourcesMenu />);
    fireEvent.click(screen.getByRole("button", { name: "Resources" }));
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/blog",
      "/privacy-guide",
      "/business-solutions",
      "/vpn-company-relationships",
      "/reading-list",
      "/methodology",
    ]);
    expect(links[3]!.textContent).toContain("Interactive ownership map");
  });

  it("opens on mouse hover and closes 150 ms after the pointer leaves, not before", () => {
    vi.useFakeTimers();
    renderAt(<ResourcesMenu />);
    const button = screen.getByRole("button", { name: "Resources" });
    const wrapper = button.parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: "mouse" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerLeave(wrapper, { pointerType: "mouse" });
    act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // Coming back in time cancels the close.
    fireEvent.pointerEnter(wrapper, { pointerType: "mouse" });
    act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerLeave(wrapper, { pointerType: "mouse" });
    act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(150);
  });

  it("closes on Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderAt(<ResourcesMenu />);
    const button = screen.getByRole("button", { name: "Resources" });
    await user.click(button);
    // Hover opened it and the click kept it open.
    expect(button.getAttribute("aria-expanded")).toBe("true");
    screen.getAllByRole("link")[0]!.focus();
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });
});

describe("SiteHeader", () => {
  it("shows the logo with its alt text and the main navigation", () => {
    renderAt(<SiteHeader />);
    expect(screen.getByAltText("Shield with lock and binary")).toBeTruthy();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect([...main.querySelectorAll(":scope > ul > li > a")].map((a) => a.textContent)).toEqual(["Home", "Compare VPNs", "Legal Tracker"]);
  });

  it("toggles the mobile menu and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(menu.hidden).toBe(false);
    await user.click(screen.getAllByRole("link", { name: "Blog" }).at(-1)!);
    expect(menu.hidden).toBe(true);
  });
});

describe("SiteFooter", () => {
  it("gives the copyright line from 2025 to the current year", () => {
    expect(copyrightLine(2025)).toBe("© 2025 Privacy Atlas");
    expect(copyrightLine(2026)).toBe("© 2025–2026 Privacy Atlas");
  });

  it("links the quick links and resources, and Cookie settings calls back", async () => {
    const onCookieSettings = vi.fn();
    renderAt(<SiteFooter onCookieSettings={onCookieSettings} year={2026} />);
    for (const name of ["Compare VPNs", "Legal Tracker", "Privacy Guide", "Reading List", "Request VPN Review", "Evidence Policy", "About", "Disclosure"]) {
      expect(screen.getByRole("link", { name })).toBeTruthy();
    }
    await userEvent.setup().click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(onCookieSettings).toHaveBeenCalledOnce();
  });
});
