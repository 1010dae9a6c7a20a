import { describe, expect, it } from "vitest";
import {
  changeDirection,
  changeId,
  evidenceDates,
  flattenHistory,
  historyProblems,
  isHistoryDate,
  onRecordSince,
  statusAt,
  statusesAt,
  statusSince,
  unrecordedChanges,
} from "./status-history";

const source = { title: "Fixture source", url: "https://example.org/a", date: "2017-07-30" };
// A fixture country: VPNs green, then amber in November 2017, then red from March 2024.
const vpnChain = [
  { date: "2017-11-01", metric: "vpn_status" as const, from: "green" as const, to: "amber" as const, summary: "A fixture law took effect.", sources: [source] },
  { date: "2024-03", metric: "vpn_status" as const, from: "amber" as const, to: "red" as const, summary: "A fixture ban took effect.", sources: [source] },
];

describe("statusAt", () => {
  it("gives the colour before the first change, between changes and after the last", () => {
    expect(statusAt("red", vpnChain, "vpn_status", "2015-01-01")).toBe("green");
    expect(statusAt("red", vpnChain, "vpn_status", "2017-10-31")).toBe("green");
    expect(statusAt("red", vpnChain, "vpn_status", "2017-11-01")).toBe("amber");
    expect(statusAt("red", vpnChain, "vpn_status", "2024-02-29")).toBe("amber");
    // A month-only date counts from the first of the month.
    expect(statusAt("red", vpnChain, "vpn_status", "2024-03-01")).toBe("red");
  });

  it("shows nothing on record before a first change dated only by its earliest source", () => {
    const atLeast = [{ ...vpnChain[0]!, since_at_least: true as const }, vpnChain[1]!];
    expect(statusAt("red", atLeast, "vpn_status", "2017-10-31")).toBe("grey");
    expect(statusAt("red", atLeast, "vpn_status", "2017-11-01")).toBe("amber");
  });

  it("keeps a cell without changes at today's colour from its earliest evidence, and grey before", () => {
    expect(statusAt("amber", vpnChain, "age_verification", "2020-05-31", ["2021-02-03", "2020-06-01"])).toBe("grey");
    expect(statusAt("amber", vpnChain, "age_verification", "2020-06-01", ["2021-02-03", "2020-06-01"])).toBe("amber");
    expect(statusAt("amber", [], "age_verification", "2026-01-01", [])).toBe("grey");
    expect(statusAt("grey", [], "age_verification", "2026-01-01", ["2020-01-01"])).toBe("grey");
  });

  it("colours every metric of a country at once", () => {
    expect(statusesAt({ vpn_status: "red", censorship_surveillance: "red" }, vpnChain, "2018-01-01", { censorship_surveillance: ["2016-05-05"] })).toEqual({
      vpn_status: "amber",
      age_verification: "grey",
      censorship_surveillance: "red",
      data_protection: "grey",
      social_media_blocking: "grey",
    });
  });
});

describe("statusSince", () => {
  it("dates a status by its last change, or else by its earliest evidence as 'since at least'", () => {
    expect(statusSince(vpnChain, "vpn_status")).toEqual({ date: "2024-03", atLeast: false });
    expect(statusSince(vpnChain, "age_verification", ["2022-12", "2023-05-01"])).toEqual({ date: "2022-12-01", atLeast: true });
    expect(statusSince([], "age_verification")).toBeNull();
  });
});

describe("historyProblems", () => {
  it("accepts a chain in order that ends at today's status", () => {
    expect(historyProblems(vpnChain, { vpn_status: "red" })).toEqual([]);
  });

  it("refuses a history out of order", () => {
    const problems = historyProblems([vpnChain[1]!, vpnChain[0]!], { vpn_status: "red" });
    expect(problems.map((problem) => problem.field)).toContain("history[1].date");
  });

  it("refuses a chain whose colours do not follow on", () => {
    const broken = [vpnChain[0]!, { ...vpnChain[1]!, from: "green" as const }];
    expect(historyProblems(broken, { vpn_status: "red" })).toContainEqual(expect.objectContaining({ field: "history[1].from" }));
  });

  it("refuses a latest state that differs from the current status", () => {
    expect(historyProblems(vpnChain, { vpn_status: "amber" })).toContainEqual({
      field: "history[1].to",
      reason: "the latest vpn_status change ends at red, but statuses.vpn_status is amber: the history's last state must be today's status",
    });
  });

  it("refuses a change before the history starts, and two changes of one metric on one day", () => {
    const early = [{ ...vpnChain[0]!, date: "2014-12-31" }];
    expect(historyProblems(early, { vpn_status: "amber" })[0]?.field).toBe("history[0].date");
    const twice = [vpnChain[0]!, { ...vpnChain[1]!, date: "2017-11-01" }];
    expect(historyProblems(twice, { vpn_status: "red" }).some((problem) => problem.reason.includes("two vpn_status changes"))).toBe(true);
  });

  it("names subnational fields with their prefix", () => {
    expect(historyProblems(vpnChain, { vpn_status: "green" }, "subnational[3].")[0]?.field).toBe("subnational[3].history[1].to");
  });
});

describe("flattenHistory", () => {
  it("lists national and subnational changes newest first with stable ids", () => {
    const changes = flattenHistory([
      {
        iso_a3: "AAA",
        history: vpnChain,
        subnational: [{ iso_code: "AA-01", history: [{ ...vpnChain[0]!, metric: "age_verification", date: "2020-01-01" }] }],
      },
    ]);
    expect(changes.map((change) => change.id)).toEqual(["aaa-vpn-status-2024-03", "aaa-aa-01-age-verification-2020-01-01", "aaa-vpn-status-2017-11-01"]);
    expect(changes[1]).toMatchObject({ country: "AAA", subdivision: "AA-01" });
    expect(changeId("BBB", { date: "2019-12-26", metric: "social_media_blocking" })).toBe("bbb-social-media-blocking-2019-12-26");
  });
});

describe("evidence dates", () => {
  const country = {
    sources_primary: [
      { date: "2021-04-01", metrics: ["censorship_surveillance" as const] },
      { date: "2019-09-09", metrics: ["censorship_surveillance" as const, "vpn_status" as const] },
    ],
    evidence: { age_verification: { strength: "no_restriction_found", surveys: [{ date: "2022-12" }, { date: "2020-03-15" }] } },
    history: [vpnChain[0]!],
  };

  it("collects each cell's source and survey dates", () => {
    expect(evidenceDates(country)).toEqual({
      vpn_status: ["2019-09-09"],
      censorship_surveillance: ["2021-04-01", "2019-09-09"],
      age_verification: ["2022-12", "2020-03-15"],
    });
  });

  it("dates only the cells that have no recorded change", () => {
    expect(onRecordSince(country)).toEqual({ censorship_surveillance: "2019-09-09", age_verification: "2020-03-15" });
  });
});

describe("helpers", () => {
  it("orders colours green, amber, red", () => {
    expect(changeDirection({ from: "green", to: "red" })).toBe("tightened");
    expect(changeDirection({ from: "red", to: "amber" })).toBe("loosened");
  });

  it("accepts only real days from the history's start to today", () => {
    expect(isHistoryDate("2017-01-01", "2026-11-26")).toBe(true);
    expect(isHistoryDate("2014-12-31", "2026-11-26")).toBe(false);
    expect(isHistoryDate("2026-11-27", "2026-11-26")).toBe(false);
    expect(isHistoryDate("2017-02-30", "2026-11-26")).toBe(false);
    expect(isHistoryDate("2017-1-1", "2026-11-26")).toBe(false);
  });
});

describe("unrecordedChanges", () => {
  const published = [
    {
      iso_a3: "AAA",
      statuses: { vpn_status: "amber" as const, age_verification: "grey" as const },
      subnational: [{ iso_code: "AA-01", statuses: { age_verification: "green" as const } }],
    },
  ];

  it("names a colour change the history does not record", () => {
    const next = [
      {
        iso_a3: "AAA",
        statuses: { vpn_status: "red" as const, age_verification: "grey" as const },
        subnational: [{ iso_code: "AA-01", statuses: { age_verification: "amber" as const } }],
      },
    ];
    expect(unrecordedChanges(published, next)).toEqual([
      { country: "AAA", subdivision: undefined, metric: "vpn_status", from: "amber", to: "red" },
      { country: "AAA", subdivision: "AA-01", metric: "age_verification", from: "green", to: "amber" },
    ]);
  });

  it("accepts a change whose history entry goes from the old colour to the new, and a first colour after grey", () => {
    const next = [
      {
        iso_a3: "AAA",
        statuses: { vpn_status: "red" as const, age_verification: "amber" as const },
        history: vpnChain,
        subnational: [{ iso_code: "AA-01", statuses: { age_verification: "green" as const } }],
      },
    ];
    expect(unrecordedChanges(published, next)).toEqual([]);
  });
});
