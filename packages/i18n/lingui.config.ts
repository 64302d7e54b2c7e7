import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One catalog per language for the whole app: messages are written (with the spec's ids) in every package and
// the shell, and extracted here. English is the source; Spanish must be complete (checked in `pnpm test`).
// The package include is a file glob: a bare `../*/src` matches only the folders themselves, so no package's
// messages would be extracted (and the sync check in `pnpm test` would pass vacuously).
const NOT_SOURCE = ["**/node_modules/**", "**/*.test.{ts,tsx}", "**/*.stories.tsx", "**/dist/**"];
const ACCOUNT = ["<rootDir>/../account/src/**"];
const COMMERCE = ["<rootDir>/../commerce/src/**"];
const MOBILITY = ["<rootDir>/../mobility-map/src/**"];
// The shell's own pages (every folder of src/pages but the welcome page's: it is the first load of /app/, so its
// words stay in the start-up catalog), and the styleguide's specimens.
const PAGES = [
  "<rootDir>/../../apps/member-web/src/pages/!(welcome)/**",
  "<rootDir>/../ui/src/styleguide/**",
];
// Shared words that only pages show (controls no frame uses, member notices, commerce, mobility, card errors): in
// each area's catalog.
const AREA_MESSAGES = [
  "<rootDir>/../ui/src/{carousel,code-field,currency-numpad,pagination,press-and-hold}/**",
  "<rootDir>/src/messages/member-messages.ts",
  "<rootDir>/src/messages/commerce-messages.ts",
  "<rootDir>/src/messages/mobility-messages.ts",
  "<rootDir>/src/messages/card-error-messages.ts",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  // One catalog for what every screen needs (shell, ui, page-kit, shared messages), fetched at start, and one per
  // area of pages, fetched with the area's first page: the first load never carries the words of pages not opened.
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/../*/src/**/*.{ts,tsx}", "<rootDir>/../../apps/member-web/src"],
      exclude: [...NOT_SOURCE, ...ACCOUNT, ...COMMERCE, ...MOBILITY, ...PAGES, ...AREA_MESSAGES],
    },
    {
      path: "<rootDir>/src/locales/{locale}/account",
      include: [...ACCOUNT, ...AREA_MESSAGES],
      exclude: NOT_SOURCE,
    },
    {
      path: "<rootDir>/src/locales/{locale}/commerce",
      include: [...COMMERCE, ...AREA_MESSAGES],
      exclude: NOT_SOURCE,
    },
    {
      path: "<rootDir>/src/locales/{locale}/mobility",
      include: [...MOBILITY, ...AREA_MESSAGES],
      exclude: NOT_SOURCE,
    },
    {
      path: "<rootDir>/src/locales/{locale}/pages",
      include: [...PAGES, ...AREA_MESSAGES],
      exclude: NOT_SOURCE,
    },
  ],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  orderBy: "messageId",
});
