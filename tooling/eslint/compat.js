// Browser code may call only what every browser of the policy has (docs/browsers.md): eslint-plugin-compat
// reports a web API one of them lacks, and newer-apis.js the static ones its data does not know yet
// (`AbortSignal.any`, `AbortSignal.timeout`).
import compatPlugin from "eslint-plugin-compat";
import { browserPolicy } from "./browsers.js";
import { newerApisRule } from "./newer-apis.js";

/**
 * For the code that runs in browsers: a package's `src`, not its tests, stories, test helpers, scripts or
 * journeys. Nothing is polyfilled: a missing API is replaced or feature-checked where it is used.
 */
export const compat = [
  {
    name: "tandem/compat",
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.stories.tsx",
      "**/*.bench.ts",
      "src/testing/**",
      "src/**/testing/**",
    ],
    plugins: { compat: compatPlugin, tandem: { rules: { "newer-apis": newerApisRule } } },
    settings: { browsers: browserPolicy, polyfills: [] },
    rules: { "compat/compat": "error", "tandem/newer-apis": "error" },
  },
];
