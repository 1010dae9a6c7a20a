import { describe, expect, it } from "vitest";
import { centredView, DESKTOP_ZOOM, MOBILE_ZOOM, zoomAround } from "./use-map-view";

describe("map view maths", () => {
  it("uses the product's zoom figures", () => {
    expect(DESKTOP_ZOOM).toEqual({ min: 0.9, max: 5, step: 1.25, initial: 1.1 });
    expect(MOBILE_ZOOM).toMatchObject({ min: 0.8, max: 5, step: 1.35 });
  });

  it("centres a projected point in the viewport", () => {
    const view = centredView([500, 200], 2, 1000, 600);
    expect(view).toEqual({ k: 2, x: 500 - 1000, y: 300 - 400 });
    // The centre maps to the middle of the viewport.
    expect(500 * view.k + view.x).toBe(500);
    expect(200 * view.k + view.y).toBe(300);
  });

  it("zooms around a point, keeping it still, within the limits", () => {
    const start = { k: 1, x: 0, y: 0 };
    const zoomed = zoomAround(start, 1.25, [100, 100], { min: 0.9, max: 5 });
    expect(zoomed.k).toBe(1.25);
    expect(100 * zoomed.k + zoomed.x).toBeCloseTo(100);
    expect(zoomAround({ k: 4.5, x: 0, y: 0 }, 1.25, [0, 0], { min: 0.9, max: 5 }).k).toBe(5);
    expect(zoomAround({ k: 1, x: 0, y: 0 }, 0.5, [0, 0], { min: 0.9, max: 5 }).k).toBe(0.9);
  });
});
