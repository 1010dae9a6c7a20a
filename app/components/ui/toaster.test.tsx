// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast, Toaster, TOASTER_OPTIONS } from "./toaster";

vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));

afterEach(cleanup);

describe("toasts", () => {
  it("use the product's toaster settings", () => {
    expect(TOASTER_OPTIONS).toEqual({ position: "bottom-right", offset: 32, hotkey: ["altKey", "KeyT"], containerAriaLabel: "Notifications", toastWidth: 356 });
  });

  it("can be raised before the toaster mounts, updated by id and dismissed", async () => {
    render(<Toaster theme="dark" />);
    let id: string | number = "";
    await act(async () => {
      id = await toast.loading("Saving your follow…", { id: "follow-GBR" });
    });
    expect(id).toBe("follow-GBR");
    expect(await screen.findByText("Saving your follow…")).toBeTruthy();
    expect(screen.getByLabelText(/^Notifications/)).toBeTruthy();
    await act(async () => {
      await toast.success("Following United Kingdom", { id: "follow-GBR" });
    });
    expect(await screen.findByText("Following United Kingdom")).toBeTruthy();
    expect(screen.queryByText("Saving your follow…")).toBeNull();
    await act(async () => {
      await toast.dismiss("follow-GBR");
    });
    await waitFor(() => expect(screen.queryByText("Following United Kingdom")).toBeNull(), { timeout: 2000 });
  });
});
