// Base ESLint flat config for every TypeScript package: type-aware recommended rules and house style.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * @param {string} tsconfigRootDir the package folder (`import.meta.dirname`)
 */
export function base(tsconfigRootDir) {
  return tseslint.config(
    {
      ignores: [
        "dist/**",
        "storybook-static/**",
        "coverage/**",
        "playwright-report/**",
        "test-results/**",
        "**/*.d.ts",
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    ...tseslint.configs.stylisticTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.browser, ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      linterOptions: { reportUnusedDisableDirectives: "error" },
      rules: {
        "@typescript-eslint/consistent-type-imports": [
          "error",
          { prefer: "type-imports", fixStyle: "separate-type-imports" },
        ],
        "@typescript-eslint/no-non-null-assertion": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
        "no-restricted-syntax": [
          "error",
          { selector: "ExportAllDeclaration", message: "No `export *` barrels: name each export." },
          { selector: "ExportDefaultDeclaration", message: "Named exports only." },
        ],
        eqeqeq: ["error", "smart"],
        // Rooms one can hold: past these, split by concern (README, "Code size"). Warnings, so a file on its way
        // down still lands; an exception carries its reason in an eslint-disable comment beside it.
        "max-lines": ["warn", { max: 150 }],
        "max-lines-per-function": ["warn", { max: 60 }],
        // react-router's loaders throw `redirect()` Responses by design.
        "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      },
    },
    {
      // Config files are the one place default exports are the convention.
      files: ["*.config.{ts,js,mjs}", ".storybook/**", "**/*.stories.tsx"],
      rules: { "no-restricted-syntax": "off" },
    },
    {
      // Tests, journeys, stories and seed data are lists of cases, not rooms of logic.
      files: [
        "**/*.test.{ts,tsx,js}",
        "**/*.spec.ts",
        "**/*.stories.tsx",
        "**/test/**",
        "**/e2e/**",
        "**/seed/**",
        "**/testing/**",
      ],
      rules: { "max-lines": "off", "max-lines-per-function": "off" },
    },
    {
      files: ["**/*.js", "**/*.mjs"],
      ...tseslint.configs.disableTypeChecked,
    },
  );
}
