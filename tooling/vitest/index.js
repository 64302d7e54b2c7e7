// Vitest presets. A package's vitest.config.ts is one line: `export default nodeProject(import.meta.dirname)`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { configDefaults, defineProject, mergeConfig } from "vitest/config";

const here = import.meta.dirname;

/**
 * The time zone every test runs in, whatever the machine's: Portland's, where the programme's members are. Pages
 * format dates in the device's zone, so without a fixed zone a test's verdict would depend on where, and with
 * daylight saving when, it runs. Set before any worker or browser starts, so each inherits it.
 */
export const TEST_TIME_ZONE = "America/Los_Angeles";
process.env.TZ = TEST_TIME_ZONE;
/** Workspace packages export TypeScript source under this condition (see tsconfig.base.json). */
export const SOURCE_CONDITION = "@tandem/source";
/** The one Lingui config: catalogs live in packages/i18n, messages are written in every package. */
export const LINGUI_CONFIG = path.resolve(here, "../../packages/i18n/lingui.config.ts");

/**
 * How every browser test here starts Debian's Chromium (Playwright journeys and Storybook's Vitest browser
 * runs): `CHROMIUM_PATH` or /usr/bin/chromium, loopback-only name resolution so nothing leaves the machine, no
 * background services, and SwiftShader for WebGL (toolchain-notes §3, §4 and pitfall 14).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
  ],
};

function packageName(dir) {
  return JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).name;
}

// Vite's `resolve.conditions` replaces the defaults, and Node-environment tests resolve through the SSR
// settings, so both get the source condition in front of Vite's own (toolchain-notes pitfalls 3 and 4).
const sourceResolution = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
};

/**
 * Tests that run in Node: pure logic, servers, HTTP clients.
 *
 * A worker runs its test files one after another without isolating them (`isolate: false`): the modules they share
 * are loaded once per worker, not once per file, which was most of these tests' time. Nothing a file changes may
 * outlive it: no module state beyond caches of fixed data, fake timers restored (`vi.useRealTimers()` in `afterEach`
 * or `finally`), spies restored (`restoreMocks`), no stubbed globals, servers closed.
 * @param {string} dir the package folder (`import.meta.dirname`)
 * @param {import("vitest/config").UserProjectConfigExport} [overrides]
 */
export function nodeProject(dir, overrides = {}) {
  return mergeConfig(
    defineProject({
      ...sourceResolution,
      test: {
        name: packageName(dir),
        root: dir,
        environment: "node",
        include: ["src/**/*.test.ts", "test/**/*.test.ts"],
        isolate: false,
        restoreMocks: true,
        // Some run a whole member journey against an in-memory server; on two busy cores that can pass 5 s.
        testTimeout: 20_000,
      },
    }),
    overrides,
  );
}

/**
 * Tests that render React in jsdom, with jest-dom matchers and Lingui's macro transform.
 *
 * They run in the `vmThreads` pool: every test file still gets a window of its own and evaluates its modules afresh
 * (in a VM context), but a worker starts, and loads jsdom, once rather than once per file. Starting a worker and
 * jsdom per file was most of these packages' test time. A file that replaces `window.location` cannot run there
 * (a VM context's window keeps jsdom's unforgeable properties): see {@link jsdomProjects}.
 * @param {string} dir the package folder (`import.meta.dirname`)
 * @param {import("vitest/config").UserProjectConfigExport} [overrides]
 */
export function jsdomProject(dir, overrides = {}) {
  return mergeConfig(
    defineProject({
      ...sourceResolution,
      plugins: [lingui({ macroTransform: true, configPath: LINGUI_CONFIG })],
      test: {
        name: packageName(dir),
        root: dir,
        environment: "jsdom",
        pool: "vmThreads",
        include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
        setupFiles: [path.join(here, "setup-dom.js")],
        restoreMocks: true,
        // Component tests type and click through real events; under the full pipeline on two cores (every package's
        // lint, typecheck and tests side by side, and the journeys) one can take many seconds without anything wrong.
        testTimeout: 30_000,
      },
    }),
    overrides,
  );
}

/**
 * A package's jsdom tests as two projects, for files that replace `window.location` (a spy on its getter, to see a
 * reload): those run in the `forks` pool, where jsdom's window is copied onto Node's global and such a property can be
 * replaced; the rest run as {@link jsdomProject}. The second project is named `<package> (forks)`.
 * @param {string} dir the package folder (`import.meta.dirname`)
 * @param {string[]} forksFiles globs, relative to `dir`, of the files that replace `window.location`
 * @param {import("vitest/config").UserProjectConfigExport} [overrides]
 */
export function jsdomProjects(dir, forksFiles, overrides = {}) {
  const main = jsdomProject(dir, overrides);
  const forks = jsdomProject(dir, overrides);
  return [
    {
      ...main,
      test: { ...main.test, exclude: [...(main.test.exclude ?? configDefaults.exclude), ...forksFiles] },
    },
    {
      ...forks,
      test: { ...forks.test, name: `${forks.test.name} (forks)`, include: forksFiles, pool: "forks" },
    },
  ];
}
