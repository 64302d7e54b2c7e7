import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { LINGUI_CONFIG, SOURCE_CONDITION } from "@tandem/vitest-config";
import { policyBuildTargets } from "@tandem/vitest-config/browsers";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { pwa } from "./pwa.config.ts";
import { headersManifestPlugin } from "./scripts/headers-manifest.ts";
import { prerender } from "./scripts/prerender.ts";

const SANDBOX = "http://127.0.0.1:22001";
const SYNC_EXTERNAL_STORE = fileURLToPath(new URL("./src/lib/react-sync-external-store.ts", import.meta.url));

/**
 * How the build groups modules into files (rolldown's code splitting; first matching group wins by priority):
 * - Every module of the first load goes into the entry: otherwise each page sharing a different subset of them (an
 *   api-client schema, say) splits that subset into another small chunk the first load must fetch too.
 * - The member pages' shared code goes into a few chunks instead of some forty files of a few hundred bytes: over
 *   HTTP/1.1's six connections each round of small requests costs a round trip on a slow phone network. `kit` (the
 *   design system, page kit, data hooks and the layouts' helpers) is fetched once for every member page; the
 *   markdown renderer and the form libraries are chunks of their own, fetched only by pages that show product text
 *   or hold a form; `commerce-shared` and `mobility-map-shared` hold what the pages of one area share. The
 *   waitlist survey stays out of `kit`: it pulls the markdown renderer and loads only when a survey is shown.
 */
const CHUNK_GROUPS = [
  { name: "start", tags: ["$initial" as const], priority: 3 },
  { name: "markdown", test: /markdown-to-jsx|packages\/ui\/src\/markdown\//, priority: 2 },
  { name: "forms", test: /node_modules\/.*(react-hook-form|@hookform|zod)\//, priority: 2 },
  {
    name: "kit",
    test: (id: string) =>
      /packages\/(ui|page-kit|api-client|paths|validation|i18n)\/src\/.*\.tsx?$|@tanstack|src\/layout\/|src\/lib\//.test(
        id,
      ) && !id.includes("waitlist-survey"),
    minShareCount: 2,
    priority: 1,
  },
  {
    name: (id: string) => `${/packages\/([a-z-]+)\//.exec(id)?.[1] ?? "area"}-shared`,
    test: /packages\/(commerce|mobility-map)\/src\/.*\.tsx?$/,
    minShareCount: 2,
    priority: 0,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  base: "/app/",
  // The server build of the prerendered pages (scripts/prerender.ts) needs neither the service worker nor itself.
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: LINGUI_CONFIG }),
    ...(isSsrBuild ? [] : [prerender(), pwa(), headersManifestPlugin()]),
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
        // The browser policy (root package.json `browserslist`, docs/browsers.md): syntax newer than its oldest
        // browsers is lowered (class static blocks, which Safari before 16.4 cannot parse, broke the map there),
        // and Lightning CSS, the CSS minifier, lowers nesting and the like for the same targets.
        target: policyBuildTargets(),
        cssMinify: "lightningcss",
        sourcemap: true,
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  server: { host: "127.0.0.1", port: 5173, proxy: { "/api": SANDBOX } },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy: { "/api": SANDBOX } },
}));
