// CSS may use only what every browser of the policy has (docs/browsers.md), or what Lightning CSS, the build's
// CSS minifier, lowers for them: stylelint with doiuse's caniuse data, judged by the root package.json's list.
import stylelint from "stylelint";
import noUnsupportedBrowserFeatures from "stylelint-no-unsupported-browser-features";
import { browserPolicy } from "./browsers.js";
import { newerCssFunctions } from "./css-newer-functions.js";

/**
 * What the check lets through: features Lightning CSS rewrites for the policy's targets at build time
 * (apps/member-web/vite.config.ts: nesting, media range syntax), and niceties a browser without them simply skips,
 * leaving the page whole: pointer cursors (phones have no pointer), `touch-action` (desktop Safari has no touch),
 * hidden scrollbars and the `system-ui`-style font names (the next font of the stack is used).
 */
export const ALLOWED = [
  "css-nesting",
  "css-media-range-syntax",
  "css3-cursors",
  "css-touch-action",
  "css-scrollbar",
  "extended-system-fonts",
];

/** The stylelint config of the check. */
export const cssCompatConfig = {
  plugins: [noUnsupportedBrowserFeatures, newerCssFunctions],
  rules: {
    "plugin/no-unsupported-browser-features": [
      true,
      { browsers: browserPolicy, ignore: ALLOWED, ignorePartialSupport: true, severity: "error" },
    ],
    "tandem/newer-css-functions": [true, { browsers: browserPolicy }],
  },
};

/**
 * Lints CSS files (globs) or a CSS `code` string; resolves to one line per problem, `file:line:column message`.
 * @param {{ files?: string[], code?: string, cwd?: string }} input
 */
export async function lintCss(input) {
  const { results } = await stylelint.lint({ ...input, config: cssCompatConfig, allowEmptyInput: true });
  return results.flatMap((result) =>
    result.warnings.map(
      (warning) => `${result.source ?? "<css>"}:${warning.line}:${warning.column} ${warning.text}`,
    ),
  );
}
