import type { IncidentKind, VpnProvider } from "../schema/vpn";

// One transparent scoring method for VPN providers, written out on /methodology. Every point comes
// from a sourced claim in the provider's file; a claim that is not verified (null) earns nothing.

type AuditKind = "no-logs" | "infrastructure" | "apps";

export type ScoreCriterion = {
  id: "logging" | "audits" | "ownership" | "open-source" | "security" | "censorship" | "anonymity" | "penalties";
  label: string;
  points: number;
  max: number;
  /** Why the provider earned (or lost) these points, one line per reason, for the review page. */
  reasons: string[];
};

export type VpnScore = { total: number; max: number; band: ScoreBand; criteria: ScoreCriterion[]; unverified: string[] };
export type ScoreBand = "strong" | "good" | "mixed" | "weak";

/** The weight of each criterion: the maximum points it can give. They add up to 100. */
export const CRITERIA_MAX = { logging: 30, audits: 20, ownership: 15, "open-source": 10, security: 15, censorship: 5, anonymity: 5 } as const;

export const CRITERIA_LABELS: Record<ScoreCriterion["id"], string> = {
  logging: "Logging policy and proof",
  audits: "Independent audits",
  ownership: "Ownership and jurisdiction disclosed",
  "open-source": "Open-source clients",
  security: "Security features",
  censorship: "Censorship resistance",
  anonymity: "Anonymous sign-up and payment",
  penalties: "Incidents",
};

export const LOGGING_POINTS = { "no-logs": 20, minimal: 12, logs: 0 } as const;
export const PROOF_POINTS = 10;
export const AUDIT_RECENT_YEARS = 3;
export const AUDIT_POINTS = { recent: 10, older: 5, noLogsOrInfrastructure: 5, apps: 5 } as const;
export const OWNERSHIP_POINTS = { owner: 10, jurisdiction: 5 } as const;
export const SECURITY_POINTS = { ram_only_servers: 5, post_quantum: 4, kill_switch: 3, multi_hop: 3 } as const;
export const ANONYMITY_POINTS = { signup: 2, cashOrMonero: 3, otherCrypto: 2, giftCards: 1 } as const;
/** What lowers a score: user data reaching others, and recent security breaches. */
export const PENALTIES = { dataDisclosedRecent: 20, dataDisclosedOlder: 10, dataDisclosedRecentYears: 10, breach: 5, breachYears: 5, breachCap: 10 } as const;

export const BANDS: ReadonlyArray<{ band: ScoreBand; min: number; label: string }> = [
  { band: "strong", min: 80, label: "Strong evidence" },
  { band: "good", min: 60, label: "Good evidence" },
  { band: "mixed", min: 40, label: "Mixed evidence" },
  { band: "weak", min: 0, label: "Weak evidence" },
];

export function scoreBand(total: number): ScoreBand {
  return BANDS.find((entry) => total >= entry.min)?.band ?? "weak";
}

export function bandLabel(band: ScoreBand): string {
  return BANDS.find((entry) => entry.band === band)?.label ?? band;
}

/** What an audit covered: `full` counts as the no-logs policy, the infrastructure and the apps. */
function auditKinds(audit: VpnProvider["audits"][number]): AuditKind[] {
  return audit.kind === "full" ? ["no-logs", "infrastructure", "apps"] : [audit.kind];
}

/** The last day a partial date can mean: "2016" is read as 31 December 2016, "2022-09" as 30 September. */
export function latestDay(date: string): string {
  if (date.length === 4) return `${date}-12-31`;
  if (date.length === 7) {
    const [year, month] = date.split("-").map(Number) as [number, number];
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  }
  return date;
}

// Ages are measured from the latest day a date can mean, so an event dated only by its year is
// never treated as older than it may be (a recent penalty is not softened by a vague date).
function yearsBetween(date: string, today: string): number {
  return (Date.parse(today) - Date.parse(latestDay(date))) / (365.25 * 24 * 3600 * 1000);
}

function countIncidents(vpn: VpnProvider, kind: IncidentKind, withinYears: number | null, today: string) {
  return vpn.incidents.filter((incident) => incident.kind === kind && (withinYears === null || yearsBetween(incident.date, today) <= withinYears));
}

/**
 * The provider's score out of 100 on the day `today` (audits and incidents age), with a reason for
 * every point and the list of claims that earned nothing because they are not verified.
 */
export function scoreVpn(vpn: VpnProvider, today: string): VpnScore {
  const unverified: string[] = [];
  const criteria: ScoreCriterion[] = [];
  const add = (id: ScoreCriterion["id"], points: number, max: number, reasons: string[]) =>
    criteria.push({ id, label: CRITERIA_LABELS[id], points, max, reasons });

  // Logging policy, and whether a raid, seizure or court order has tested it.
  {
    const reasons: string[] = [];
    let points = 0;
    if (vpn.logging.value === null) {
      unverified.push("logging policy");
      reasons.push("Logging policy not verified: 0");
    } else {
      points += LOGGING_POINTS[vpn.logging.value];
      reasons.push(`Logging policy "${vpn.logging.value}": ${LOGGING_POINTS[vpn.logging.value]}`);
    }
    const upheld = countIncidents(vpn, "no-logs-upheld", null, today);
    const disclosed = countIncidents(vpn, "data-disclosed", null, today);
    if (upheld.length > 0 && disclosed.length === 0) {
      points += PROOF_POINTS;
      reasons.push(`No-logs claim tested and upheld (${upheld[0]?.date.slice(0, 4)}): ${PROOF_POINTS}`);
    } else {
      reasons.push(
        upheld.length > 0 ? "Claim upheld once but user data was disclosed in another case: 0" : "No-logs claim not yet tested by a raid, seizure or court: 0",
      );
    }
    add("logging", points, CRITERIA_MAX.logging, reasons);
  }

  // Audits: how recent the newest one is, and what they covered.
  {
    const reasons: string[] = [];
    let points = 0;
    const newest = [...vpn.audits].sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!newest) reasons.push("No independent audit on record: 0");
    else if (yearsBetween(newest.date, today) <= AUDIT_RECENT_YEARS) {
      points += AUDIT_POINTS.recent;
      reasons.push(`Audit within ${AUDIT_RECENT_YEARS} years (${newest.auditor}, ${newest.year}): ${AUDIT_POINTS.recent}`);
    } else {
      points += AUDIT_POINTS.older;
      reasons.push(`Newest audit more than ${AUDIT_RECENT_YEARS} years old (${newest.year}): ${AUDIT_POINTS.older}`);
    }
    const kinds = new Set(vpn.audits.flatMap(auditKinds));
    if (kinds.has("no-logs") || kinds.has("infrastructure")) {
      points += AUDIT_POINTS.noLogsOrInfrastructure;
      reasons.push(`No-logs policy or server infrastructure audited: ${AUDIT_POINTS.noLogsOrInfrastructure}`);
    } else if (newest) reasons.push("No audit of the no-logs policy or servers: 0");
    if (kinds.has("apps")) {
      points += AUDIT_POINTS.apps;
      reasons.push(`Apps audited: ${AUDIT_POINTS.apps}`);
    } else if (newest) reasons.push("No audit of the apps: 0");
    add("audits", points, CRITERIA_MAX.audits, reasons);
  }

  // Ownership: readers can only judge whom they trust when they know who that is.
  {
    const reasons: string[] = [];
    let points = 0;
    if (vpn.owner.value) {
      points += OWNERSHIP_POINTS.owner;
      reasons.push(`Operating company on record (${vpn.owner.value.company}): ${OWNERSHIP_POINTS.owner}`);
    } else {
      unverified.push("owner");
      reasons.push("Owner not verified: 0");
    }
    if (vpn.jurisdiction.value) {
      points += OWNERSHIP_POINTS.jurisdiction;
      reasons.push(`Jurisdiction on record (${vpn.jurisdiction.value}): ${OWNERSHIP_POINTS.jurisdiction}`);
    } else {
      unverified.push("jurisdiction");
      reasons.push("Jurisdiction not verified: 0");
    }
    add("ownership", points, CRITERIA_MAX.ownership, reasons);
  }

  {
    const value = vpn.open_source_clients.value;
    const max = CRITERIA_MAX["open-source"];
    const points = value === true ? max : value === "partial" ? max / 2 : 0;
    if (value === null) unverified.push("open-source clients");
    const reason =
      value === true
        ? "All clients open source"
        : value === "partial"
          ? "Some clients open source"
          : value === false
            ? "Clients are closed source"
            : "Not verified";
    add("open-source", points, max, [`${reason}: ${points}`]);
  }

  {
    const reasons: string[] = [];
    let points = 0;
    const names: Record<keyof typeof SECURITY_POINTS, string> = {
      ram_only_servers: "RAM-only servers",
      post_quantum: "Post-quantum key exchange",
      kill_switch: "Kill switch",
      multi_hop: "Multi-hop",
    };
    for (const key of Object.keys(SECURITY_POINTS) as Array<keyof typeof SECURITY_POINTS>) {
      const value = vpn[key].value;
      if (value === true) {
        points += SECURITY_POINTS[key];
        reasons.push(`${names[key]}: ${SECURITY_POINTS[key]}`);
      } else {
        if (value === null) unverified.push(names[key].toLowerCase());
        reasons.push(`${names[key]} ${value === null ? "not verified" : "not offered"}: 0`);
      }
    }
    add("security", points, CRITERIA_MAX.security, reasons);
  }

  {
    const value = vpn.obfuscation.value;
    if (value === null) unverified.push("obfuscation");
    const points = value === true ? CRITERIA_MAX.censorship : 0;
    add("censorship", points, CRITERIA_MAX.censorship, [
      `Obfuscation ${value === true ? "offered" : value === false ? "not offered" : "not verified"}: ${points}`,
    ]);
  }

  {
    const reasons: string[] = [];
    let points = 0;
    if (vpn.anonymous_signup.value === true) {
      points += ANONYMITY_POINTS.signup;
      reasons.push(`Sign-up without an email address: ${ANONYMITY_POINTS.signup}`);
    } else {
      if (vpn.anonymous_signup.value === null) unverified.push("anonymous sign-up");
      reasons.push(`Sign-up without an email address ${vpn.anonymous_signup.value === null ? "not verified" : "not offered"}: 0`);
    }
    const methods = vpn.anonymous_payment.value ?? [];
    if (vpn.anonymous_payment.value === null) unverified.push("anonymous payment");
    const payment =
      methods.includes("cash") || methods.includes("monero")
        ? ANONYMITY_POINTS.cashOrMonero
        : methods.includes("bitcoin") || methods.includes("other-crypto")
          ? ANONYMITY_POINTS.otherCrypto
          : methods.includes("gift-cards")
            ? ANONYMITY_POINTS.giftCards
            : 0;
    points += payment;
    reasons.push(methods.length > 0 ? `Anonymous payment (${methods.join(", ")}): ${payment}` : "No anonymous payment on record: 0");
    add("anonymity", points, CRITERIA_MAX.anonymity, reasons);
  }

  // What lowers a score: user data handed over, and security breaches in recent years.
  {
    const reasons: string[] = [];
    let penalty = 0;
    for (const incident of countIncidents(vpn, "data-disclosed", null, today)) {
      const recent = yearsBetween(incident.date, today) <= PENALTIES.dataDisclosedRecentYears;
      const points = recent ? PENALTIES.dataDisclosedRecent : PENALTIES.dataDisclosedOlder;
      penalty += points;
      reasons.push(`User data disclosed (${incident.date.slice(0, 4)}: ${incident.title}): −${points}`);
    }
    let breachPenalty = 0;
    for (const incident of countIncidents(vpn, "security-breach", PENALTIES.breachYears, today)) {
      const points = Math.min(PENALTIES.breach, PENALTIES.breachCap - breachPenalty);
      if (points <= 0) break;
      breachPenalty += points;
      reasons.push(`Security breach (${incident.date.slice(0, 4)}: ${incident.title}): −${points}`);
    }
    penalty += breachPenalty;
    if (penalty === 0) reasons.push("No data disclosure, and no breach in the last 5 years, on record: 0");
    add("penalties", penalty === 0 ? 0 : -penalty, 0, reasons);
  }

  const raw = criteria.reduce((sum, criterion) => sum + criterion.points, 0);
  const total = Math.max(0, Math.min(100, raw));
  return { total, max: 100, band: scoreBand(total), criteria, unverified };
}
