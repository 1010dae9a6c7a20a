// The server's configuration: every environment variable, validated once at start-up by one
// schema. A wrong value stops the server at once, naming the variable and what it expects.
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const ROOT = path.resolve(import.meta.dirname, "..");
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be a whole number from ${min} to ${max}`);

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ["true", "false", "1", "0", "yes", "no"].includes(value), `${name} must be true or false`)
    .transform((value) => ["true", "1", "yes"].includes(value));

/**
 * TRUST_PROXY: false (default: use the connection's address), true (trust every proxy), a number
 * of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (["false", "0", "no", ""].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const valid = (entry: string) => {
      if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
      const [address = "", prefix, ...rest] = entry.split("/");
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
    };
    if (list.length > 0 && list.every(valid)) return list;
    context.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges",
    });
    return z.NEVER;
  });

const origin = z
  .string()
  .trim()
  .transform((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: "custom", message: "SITE_ORIGIN must be an origin such as https://privacyatlas.example" });
      return z.NEVER;
    }
    if (!["http:", "https:"].includes(url.protocol) || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
      context.addIssue({ code: "custom", message: "SITE_ORIGIN must be an origin such as https://privacyatlas.example, with no path" });
      return z.NEVER;
    }
    return url.origin;
  });

const redisUrl = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || /^rediss?:\/\/[^\s]+$/.test(value),
    "REDIS_URL must be a redis:// or rediss:// URL, or empty for the single-machine set-up",
  )
  .transform((value) => value || undefined);

/**
 * Connections the process can hold: the open-file limit less room for files, Redis and logs, so
 * the cap is reached (and logged) before accept() starts failing silently for lack of descriptors.
 */
export function defaultMaxConnections(limits = "/proc/self/limits"): number {
  try {
    const soft = Number(/^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limits, "utf8"))?.[1]);
    if (Number.isFinite(soft) && soft > 0) return Math.max(64, soft - 128);
  } catch {
    // Not Linux: fall through to a conservative default.
  }
  return 10_000;
}

const envSchema = z.object({
  PORT: integer("PORT", 0, 65535).default(3000),
  HOST: z.string().trim().min(1, "HOST must be an address to listen on, such as 0.0.0.0 or 127.0.0.1").default("0.0.0.0"),
  BUILD_DIR: z.string().trim().min(1, "BUILD_DIR must be a directory").default(path.join(ROOT, "build")),
  PUBLISHED_DATA_DIR: z.string().trim().min(1, "PUBLISHED_DATA_DIR must be a directory").optional(),
  VAR_DIR: z.string().trim().min(1, "VAR_DIR must be a directory").default(path.join(ROOT, "var")),
  REDIS_URL: redisUrl.optional(),
  SITE_ORIGIN: origin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  LOG_IP_ADDRESSES: flag("LOG_IP_ADDRESSES").default(false),
  MAX_STREAMS_PER_CLIENT: integer("MAX_STREAMS_PER_CLIENT", 1, 1000).optional(),
  MAX_STREAMS: integer("MAX_STREAMS", 1, 1_000_000).optional(),
  SHUTDOWN_TIMEOUT_MS: integer("SHUTDOWN_TIMEOUT_MS", 100, 60_000).default(10_000),
  MAX_CONNECTIONS: integer("MAX_CONNECTIONS", 16, 1_000_000).optional(),
  REQUEST_TIMEOUT_MS: integer("REQUEST_TIMEOUT_MS", 1000, 120_000).default(10_000),
  STREAM_OPENS_PER_MINUTE: integer("STREAM_OPENS_PER_MINUTE", 1, 1_000_000).default(60),
  FOLLOW_CHANGES_PER_MINUTE: integer("FOLLOW_CHANGES_PER_MINUTE", 1, 1_000_000).default(120),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  publishedDataDir: string;
  varDir: string;
  redisUrl: string | undefined;
  siteOrigin: string;
  trustProxy: boolean | number | string[];
  logLevel: (typeof LOG_LEVELS)[number];
  logIpAddresses: boolean;
  maxStreamsPerClient: number | undefined;
  maxStreams: number | undefined;
  shutdownTimeoutMs: number;
  maxConnections: number;
  requestTimeoutMs: number;
  streamOpensPerMinute: number;
  followChangesPerMinute: number;
  sessionSecret: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** The validated configuration, or a ConfigError listing every bad variable with what it expects. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable counts as unset, as in most shells' `VAR=` usage, except REDIS_URL's explicit "".
  const input = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] === "" && key !== "REDIS_URL" ? undefined : env[key]]));
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "configuration");
        const got = env[name];
        return `${issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`} (got ${JSON.stringify(got)})`;
      }),
    );
  }
  const value = parsed.data;
  if (value.REDIS_URL && !value.SESSION_SECRET) {
    throw new ConfigError(["SESSION_SECRET must be set when REDIS_URL is set: every process must sign follow sessions with the same secret (got undefined)"]);
  }
  const buildDir = path.resolve(value.BUILD_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    buildDir,
    publishedDataDir: path.resolve(value.PUBLISHED_DATA_DIR ?? path.join(buildDir, "client", "data")),
    varDir: path.resolve(value.VAR_DIR),
    redisUrl: value.REDIS_URL,
    siteOrigin: value.SITE_ORIGIN ?? `http://localhost:${value.PORT}`,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    logIpAddresses: value.LOG_IP_ADDRESSES,
    maxStreamsPerClient: value.MAX_STREAMS_PER_CLIENT,
    maxStreams: value.MAX_STREAMS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    maxConnections: value.MAX_CONNECTIONS ?? defaultMaxConnections(),
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    streamOpensPerMinute: value.STREAM_OPENS_PER_MINUTE,
    followChangesPerMinute: value.FOLLOW_CHANGES_PER_MINUTE,
    sessionSecret: value.SESSION_SECRET,
  };
}
