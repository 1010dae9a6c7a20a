import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultMaxConnections, loadConfig } from "./config";

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("loadConfig", () => {
  it("has a default for everything", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.siteOrigin).toBe("http://localhost:3000");
    expect(config.publishedDataDir).toBe(path.join(config.buildDir, "client", "data"));
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe("info");
    expect(config.logIpAddresses).toBe(false);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.streamOpensPerMinute).toBe(60);
    expect(config.followChangesPerMinute).toBe(120);
    expect(config.maxConnections).toBeGreaterThanOrEqual(64);
  });

  it("caps connections below the open-file limit, so the cap is hit (and logged) before accept() fails", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pa-limits-"));
    const limits = path.join(dir, "limits");
    writeFileSync(
      limits,
      "Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 4096                 files\n",
    );
    expect(defaultMaxConnections(limits)).toBe(896);
    expect(defaultMaxConnections(path.join(dir, "missing"))).toBe(10_000);
  });

  it("requires SESSION_SECRET with REDIS_URL, since every process must verify the others' sessions", () => {
    expect(problems({ REDIS_URL: "redis://127.0.0.1:6379" }).join("\n")).toContain("SESSION_SECRET must be set when REDIS_URL is set");
    expect(problems({ SESSION_SECRET: "short" }).join("\n")).toContain("SESSION_SECRET must be at least 32 characters");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_ORIGIN: "https://privacyatlas.example/",
      REDIS_URL: "redis://10.0.0.5:6379/0",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      LOG_LEVEL: "warn",
      LOG_IP_ADDRESSES: "true",
      MAX_STREAMS_PER_CLIENT: "3",
      MAX_STREAMS: "5000",
      SHUTDOWN_TIMEOUT_MS: "8000",
      PUBLISHED_DATA_DIR: "/srv/privacy-atlas/data",
      SESSION_SECRET: "s".repeat(40),
      MAX_CONNECTIONS: "900",
      REQUEST_TIMEOUT_MS: "5000",
      STREAM_OPENS_PER_MINUTE: "30",
      FOLLOW_CHANGES_PER_MINUTE: "60",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      siteOrigin: "https://privacyatlas.example",
      redisUrl: "redis://10.0.0.5:6379/0",
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      logLevel: "warn",
      logIpAddresses: true,
      maxStreamsPerClient: 3,
      maxStreams: 5000,
      shutdownTimeoutMs: 8000,
      publishedDataDir: "/srv/privacy-atlas/data",
      sessionSecret: "s".repeat(40),
      maxConnections: 900,
      requestTimeoutMs: 5000,
      streamOpensPerMinute: 30,
      followChangesPerMinute: 60,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, fd00::/8" }).trustProxy).toEqual(["loopback", "fd00::/8"]);
  });

  it.each([
    [{ PORT: "eighty" }, /^PORT must be a whole number from 0 to 65535 \(got "eighty"\)$/],
    [{ PORT: "70000" }, /^PORT must be a whole number from 0 to 65535 \(got "70000"\)$/],
    [{ SITE_ORIGIN: "privacyatlas.example" }, /^SITE_ORIGIN must be an origin such as https:\/\/privacyatlas\.example/],
    [{ SITE_ORIGIN: "https://privacyatlas.example/app" }, /^SITE_ORIGIN must be an origin .* with no path/],
    [{ REDIS_URL: "localhost:6379" }, /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ TRUST_PROXY: "sometimes" }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: "10.0.0.0/99" }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: ":::" }, /^TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ LOG_LEVEL: "verbose" }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "verbose"\)$/],
    [{ LOG_IP_ADDRESSES: "maybe" }, /^LOG_IP_ADDRESSES must be true or false/],
    [{ MAX_STREAMS: "0" }, /^MAX_STREAMS must be a whole number from 1/],
    [{ SHUTDOWN_TIMEOUT_MS: "5s" }, /^SHUTDOWN_TIMEOUT_MS must be a whole number/],
  ])("names the bad variable and what it expects: %o", (env, message) => {
    const found = problems(env as Record<string, string>);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it("lists every bad variable at once", () => {
    expect(problems({ PORT: "x", LOG_LEVEL: "loud", REDIS_URL: "nope" }).map((problem) => problem.split(" ")[0])).toEqual(["PORT", "REDIS_URL", "LOG_LEVEL"]);
  });
});
