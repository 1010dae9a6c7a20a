import { describe, expect, it } from "vitest";
import { readinessBand, readinessScore } from "./quantum-checklist";

const questions = [
  { id: "a", text: "A?", why: "a", weight: 3 },
  { id: "b", text: "B?", why: "b", weight: 1 },
];

describe("readinessScore", () => {
  it("weighs answers: yes 1, partly a half, no 0, over what was answered", () => {
    expect(readinessScore(questions, {})).toBeNull();
    expect(readinessScore(questions, { a: "yes", b: "no" })).toBe(75);
    expect(readinessScore(questions, { a: "partly", b: "yes" })).toBe(63);
    expect(readinessScore(questions, { b: "no" })).toBe(0);
  });

  it("names a band for each range", () => {
    expect(readinessBand(80)).toMatch(/^Well prepared/);
    expect(readinessBand(50)).toMatch(/^Under way/);
    expect(readinessBand(49)).toMatch(/^Early days/);
  });
});
