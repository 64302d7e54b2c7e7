import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { compat } from "./compat.js";
import { lintCss } from "./css-compat.js";

/** Type information as every package's config has it (base.js), for a file no tsconfig lists. */
const typed = {
  parser: tseslint.parser,
  parserOptions: {
    projectService: { allowDefaultProject: ["src/*.ts"] },
    tsconfigRootDir: import.meta.dirname,
  },
};

/** Lints `code` as a package's `src/feature.ts` with the shared browser preset (and `settings` over its own). */
async function lint(code, settings = {}) {
  const config = compat.map((entry) => ({ ...entry, settings: { ...entry.settings, ...settings } }));
  const eslint = new ESLint({
    cwd: import.meta.dirname,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: typed }, ...config],
  });
  const [result] = await eslint.lintText(code, { filePath: "src/feature.ts" });
  return result.messages.map((message) => message.message);
}

// The first lint of each kind loads TypeScript's project service or the caniuse data, which takes seconds on a busy
// machine: a ceiling for each test, not a wait.
const LOADS = { timeout: 60_000 };

const MERGE =
  "const a = new AbortController(); const b = new AbortController();\nAbortSignal.any([a.signal, b.signal]);";

// The first lint starts TypeScript's project service: seconds on two busy cores.
describe("the browser policy's lint of browser code", LOADS, () => {
  it("fails on AbortSignal.any, which Safari before 17.4 and Chrome before 116 lack", async () => {
    expect(await lint(MERGE)).toEqual([
      expect.stringMatching(/AbortSignal\.any is not supported in .*safari 15\.4/),
    ]);
  });

  it("fails on AbortSignal.timeout, which Safari and iOS 15 lack", async () => {
    expect(await lint("AbortSignal.timeout(5000);")).toEqual([expect.stringMatching(/ios_saf 15\.4/)]);
  });

  it("fails on URLSearchParams#size, which Safari before 17 lacks (ky's check of it lost the map's query)", async () => {
    const code = 'const params = new URLSearchParams("a=1");\nexport const some = params.size > 0;';
    expect(await lint(code)).toEqual([
      expect.stringMatching(/URLSearchParams#size is not supported in .*ios_saf 15\.4/),
    ]);
    expect(await lint('export const some = new URLSearchParams("a=1").toString() !== "";')).toEqual([]);
  });

  it("fails on a web API in eslint-plugin-compat's data (requestIdleCallback: Safari has none)", async () => {
    expect(await lint("requestIdleCallback(() => undefined);")).toEqual([
      expect.stringMatching(/Safari 15\.4/),
    ]);
  });

  it("passes with the policy's fallback: the API-client's timeoutSignal, or an API declared polyfilled", async () => {
    expect(await lint('import { timeoutSignal } from "@tandem/api-client";\ntimeoutSignal(5000);')).toEqual(
      [],
    );
    expect(await lint(MERGE, { polyfills: ["AbortSignal.any"] })).toEqual([]);
  });

  it("passes what every browser of the policy has (structuredClone, Object.hasOwn, Array#at)", async () => {
    expect(await lint('structuredClone({}); Object.hasOwn({}, "a"); [1].at(-1);')).toEqual([]);
  });
});

describe("the browser policy's check of CSS", LOADS, () => {
  it("fails on :has(), which Firefox before 121 lacks and Lightning CSS cannot lower", async () => {
    expect(await lintCss({ code: ".card:has(img) { padding: 0; }" })).toEqual([
      expect.stringMatching(/"css-has" is not supported by .*Firefox 115/),
    ]);
  });

  it("fails on color-mix() outside @supports (Safari before 16.2, Chrome before 111), passes it inside", async () => {
    const mix = "color-mix(in srgb, var(--tone) 35%, transparent)";
    expect(await lintCss({ code: `.alert { border-color: ${mix}; }` })).toEqual([
      expect.stringMatching(/color-mix\(\) is not supported in .*safari 15\.4/),
    ]);
    const guarded = `.alert { border-color: gray; }\n@supports (color: color-mix(in srgb, red, blue)) { .alert { border-color: ${mix}; } }`;
    expect(await lintCss({ code: guarded })).toEqual([]);
  });

  it("fails on container queries, and passes nesting, which the build lowers", async () => {
    expect(await lintCss({ code: "@container (min-width: 30rem) { .a { color: red; } }" })).toHaveLength(1);
    expect(await lintCss({ code: ".a { color: red; & .b { color: blue; } }" })).toEqual([]);
  });
});
