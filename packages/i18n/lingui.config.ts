import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One catalog per language for the whole app: messages are written (with the spec's ids) in every package and
// the shell, and extracted here. English is the source; Spanish must be complete (checked in `pnpm test`).
// The package include is a file glob: a bare `../*/src` matches only the folders themselves, so no package's
// messages would be extracted (and the sync check in `pnpm test` would pass vacuously).
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/../*/src/**/*.{ts,tsx}", "<rootDir>/../../apps/member-web/src"],
      exclude: ["**/node_modules/**", "**/*.test.{ts,tsx}", "**/*.stories.tsx", "**/dist/**"],
    },
  ],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  orderBy: "messageId",
});
