// The dependency direction of docs/architecture.md, as data: which internal packages each package may use.
// Read by the ESLint bans (layers()) and by check-layers.js, which CI runs over every package.json.

// Every domain package may use the same platform and foundation packages, and never another domain package.
const DOMAIN_MAY_IMPORT = [
  "@tandem/api-client",
  "@tandem/ui",
  "@tandem/i18n",
  "@tandem/validation",
  "@tandem/paths",
  "@tandem/page-kit",
  "@tandem/surveys",
];

/** @type {Record<string, { layer: string, mayImport: string[] }>} */
export const LAYERS = {
  "@tandem/validation": { layer: "foundation", mayImport: [] },
  "@tandem/i18n": { layer: "foundation", mayImport: [] },
  // The typed table of app paths: every package links through it, so domain packages need not import each other.
  "@tandem/paths": { layer: "foundation", mayImport: [] },
  "@tandem/api-client": { layer: "platform", mayImport: ["@tandem/validation"] },
  // ui may use both foundation packages: i18n for its own built-in strings, validation so that PhoneField and
  // CodeField format and check input with the same rules as the forms and the sandbox (no second copy in ui).
  "@tandem/ui": { layer: "platform", mayImport: ["@tandem/i18n", "@tandem/validation"] },
  // The page platform: route context, route modules, page hooks, the one-request-per-tap helper and the page test
  // harness. It joins api-client (errors, queries) and ui (error view) for every domain package, which is why it
  // sits above both and below the domains.
  "@tandem/page-kit": {
    layer: "platform",
    mayImport: ["@tandem/api-client", "@tandem/ui", "@tandem/i18n", "@tandem/paths", "@tandem/validation"],
  },
  // Programme features that several areas show (the waitlist surveys of food, utilities and mobility): built on the
  // page platform, below the domains that show them, so no domain package needs another.
  "@tandem/surveys": {
    layer: "feature",
    mayImport: [
      "@tandem/api-client",
      "@tandem/ui",
      "@tandem/i18n",
      "@tandem/paths",
      "@tandem/page-kit",
      "@tandem/validation",
    ],
  },
  "@tandem/mobility-map": {
    layer: "domain",
    mayImport: DOMAIN_MAY_IMPORT,
  },
  "@tandem/commerce": {
    layer: "domain",
    mayImport: DOMAIN_MAY_IMPORT,
  },
  "@tandem/account": {
    layer: "domain",
    mayImport: DOMAIN_MAY_IMPORT,
  },
  "@tandem/member-web": {
    layer: "app",
    mayImport: [
      "@tandem/api-client",
      "@tandem/ui",
      "@tandem/i18n",
      "@tandem/validation",
      "@tandem/paths",
      "@tandem/page-kit",
      "@tandem/surveys",
      "@tandem/mobility-map",
      "@tandem/commerce",
      "@tandem/account",
    ],
  },
  "@tandem/sandbox-api": {
    layer: "app",
    mayImport: ["@tandem/api-client", "@tandem/validation", "@tandem/paths"],
  },
};

/** Tooling packages may be used by anything, as dev dependencies. */
export const TOOLING = [
  "@tandem/eslint-config",
  "@tandem/prettier-config",
  "@tandem/tsconfig",
  "@tandem/vitest-config",
];

/** Packages that must never reach React (architecture.md: sandbox-api "never React"; core of the foundation). */
export const NO_REACT = ["@tandem/sandbox-api", "@tandem/validation", "@tandem/paths"];

/**
 * ESLint config that bans, by package name, every internal import the layer table does not allow.
 * @param {string} name the package being linted, e.g. "@tandem/ui"
 */
export function layers(name) {
  const entry = LAYERS[name];
  if (!entry) throw new Error(`${name} is not in the layer table (tooling/eslint/layers.js)`);
  const banned = Object.keys(LAYERS).filter((other) => other !== name && !entry.mayImport.includes(other));
  const patterns = banned.map((other) => ({
    group: [other, `${other}/*`],
    message: `${name} (${entry.layer}) may not import ${other} (${LAYERS[other].layer}): see docs/architecture.md, "Layers".`,
  }));
  patterns.push({
    group: ["@tandem/*/src", "@tandem/*/src/*"],
    message: "Import a package through its exports map, never a path into its src/.",
  });
  if (NO_REACT.includes(name)) {
    patterns.push({
      group: ["react", "react-dom", "react/*", "react-dom/*"],
      message: `${name} never imports React (docs/architecture.md).`,
    });
  }
  return [{ name: "tandem/layers", rules: { "no-restricted-imports": ["error", { patterns }] } }];
}
