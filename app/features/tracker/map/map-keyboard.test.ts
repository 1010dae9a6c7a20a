import { describe, expect, it } from "vitest";
import { isArrowKey, nextCountry, type MapPoint } from "./map-keyboard";

// A small fixture world: a row of three countries, one to the north and one far to the south-east.
const points: MapPoint[] = [
  { iso: "WWW", x: 0, y: 10 },
  { iso: "MID", x: 10, y: 10 },
  { iso: "EEE", x: 20, y: 11 },
  { iso: "NNN", x: 11, y: 0 },
  { iso: "FAR", x: 40, y: 60 },
];
const at = (iso: string) => points.find((point) => point.iso === iso)!;

describe("nextCountry", () => {
  it("moves to the nearest country in the arrow's direction", () => {
    expect(nextCountry(at("MID"), points, "ArrowRight")).toBe("EEE");
    expect(nextCountry(at("MID"), points, "ArrowLeft")).toBe("WWW");
    expect(nextCountry(at("MID"), points, "ArrowUp")).toBe("NNN");
    expect(nextCountry(at("NNN"), points, "ArrowDown")).toBe("MID");
  });
  it("prefers a country on the line over a nearer one far to the side", () => {
    const row: MapPoint[] = [
      { iso: "A", x: 0, y: 0 },
      { iso: "SIDE", x: 5, y: 8 },
      { iso: "LINE", x: 9, y: 0 },
    ];
    expect(nextCountry(row[0]!, row, "ArrowRight")).toBe("LINE");
  });
  it("stays put at the edge of the map", () => {
    expect(nextCountry(at("WWW"), points, "ArrowLeft")).toBeNull();
    expect(nextCountry(at("FAR"), points, "ArrowDown")).toBeNull();
  });
  it("is the same move every time (ties go to the first code)", () => {
    const tie: MapPoint[] = [
      { iso: "O", x: 0, y: 0 },
      { iso: "B", x: 5, y: 1 },
      { iso: "A", x: 5, y: -1 },
    ];
    expect(nextCountry(tie[0]!, tie, "ArrowRight")).toBe("A");
  });
  it("knows the four arrow keys and nothing else", () => {
    expect(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].every(isArrowKey)).toBe(true);
    expect(isArrowKey("Enter")).toBe(false);
  });
});
