import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@data": path.resolve(import.meta.dirname, "data") } },
  define: { __SITE_ORIGIN__: JSON.stringify("http://localhost:3000"), __CONTACT_EMAIL__: JSON.stringify("editors@localhost") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "data/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    globalSetup: ["tests/unit/temp-dir-setup.ts"],
  },
});
