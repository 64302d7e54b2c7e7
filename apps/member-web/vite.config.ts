import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { LINGUI_CONFIG, SOURCE_CONDITION } from "@tandem/vitest-config";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { pwa } from "./pwa.config.ts";
import { prerender } from "./scripts/prerender.ts";

const SANDBOX = "http://127.0.0.1:22001";
const SYNC_EXTERNAL_STORE = fileURLToPath(new URL("./src/lib/react-sync-external-store.ts", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  base: "/app/",
  // The server build of the prerendered pages (scripts/prerender.ts) needs neither the service worker nor itself.
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: LINGUI_CONFIG }),
    ...(isSsrBuild ? [] : [prerender(), pwa()]),
  ],
  // Workspace packages are consumed as TypeScript source; keep Vite's own conditions after ours.
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: SYNC_EXTERNAL_STORE }],
  },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
  // Every browser Tandem supports has native modulepreload, so Vite's polyfill would only add bytes to the first load.
  build: isSsrBuild
    ? { target: "node24", sourcemap: false }
    : {
        manifest: true,
        target: "es2022",
        sourcemap: true,
        modulePreload: { polyfill: false },
        // Every module of the first load goes into the entry: otherwise each page sharing a different subset of them
        // (an api-client schema, say) splits that subset into another small chunk the first load must fetch too.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] } } },
      },
  server: { host: "127.0.0.1", port: 5173, proxy: { "/api": SANDBOX } },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy: { "/api": SANDBOX } },
}));
