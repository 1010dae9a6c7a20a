import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

const siteOrigin = (process.env.SITE_ORIGIN ?? "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@data": path.resolve(import.meta.dirname, "data") } },
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
  },
  build: {
    // Hashed assets are served immutable; keep chunk names readable in budget reports.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Fold tiny shared modules into their neighbours: each extra chunk costs a request and bytes.
      output: { experimentalMinChunkSize: 4096 },
    },
  },
});
