// The browser policy (docs/browsers.md): the root package.json's `browserslist`, the one list every tool reads.
// Here it becomes the build's targets, for the app's Vite config and Storybook's.
import { readFileSync } from "node:fs";
import path from "node:path";
import browserslist from "browserslist";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The policy's queries, as written in the root package.json. */
export function browserPolicy() {
  return JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).browserslist;
}

/** Every browser version the policy resolves to (`"safari 15.4"`, `"ios_saf 15.6-15.8"`, …). */
export function supportedBrowsers() {
  return browserslist(browserPolicy(), { path: ROOT });
}

/** The engine of each browserslist name, as the build's targets name it. */
const ENGINES = {
  chrome: "chrome",
  and_chr: "chrome",
  android: "chrome",
  edge: "edge",
  firefox: "firefox",
  and_ff: "firefox",
  opera: "opera",
  safari: "safari",
  ios_saf: "ios",
};

/** The Chromium version each Samsung Internet release is built on (Samsung's release notes). */
const SAMSUNG_CHROMIUM = { 20: 106, 21: 110, 22: 111, 23: 115, 24: 117, 25: 121, 26: 122, 27: 125, 28: 130 };
const NEWEST_SAMSUNG = Math.max(...Object.keys(SAMSUNG_CHROMIUM).map(Number));

const parse = (version) => version.split(".").map(Number);
const older = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  return x[0] !== y[0] ? x[0] < y[0] : (x[1] ?? 0) < (y[1] ?? 0);
};

/** One browserslist entry as `[engine, version]`; a browser the build cannot target fails loudly. */
function engineOf(entry) {
  const [name, range] = entry.split(" ");
  const version = range.split("-")[0];
  if (name === "samsung") {
    // A release newer than the table is built on at least the table's newest Chromium, which is all a floor needs.
    const major = Math.min(parse(version)[0], NEWEST_SAMSUNG);
    const chromium = SAMSUNG_CHROMIUM[major];
    if (chromium === undefined)
      throw new Error(`no Chromium version known for "${entry}": add it to browsers.js`);
    return ["chrome", String(chromium)];
  }
  // Android's WebView follows Chrome's versions from 37 on; older ones are another engine.
  if (name === "android" && parse(version)[0] < 37) throw new Error(`"${entry}" is not a Chromium WebView`);
  const engine = ENGINES[name];
  if (engine === undefined) throw new Error(`no build target for "${entry}": map it in browsers.js`);
  return [engine, version];
}

/**
 * The build's targets (esbuild-style, as Vite's `build.target` takes them) for a browserslist result: the oldest
 * version of each engine, e.g. `["chrome106", "edge109", "firefox115", "ios15.4", "safari15.4"]`.
 * @param {readonly string[]} browsers
 */
export function buildTargets(browsers) {
  const oldest = new Map();
  for (const entry of browsers) {
    const [engine, version] = engineOf(entry);
    const known = oldest.get(engine);
    if (known === undefined || older(version, known)) oldest.set(engine, version);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`).sort();
}

/** The policy's build targets. */
export function policyBuildTargets() {
  return buildTargets(supportedBrowsers());
}
