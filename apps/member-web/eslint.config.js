import { base } from "@tandem/eslint-config/base";
import { compat } from "@tandem/eslint-config/compat";
import { layers } from "@tandem/eslint-config/layers";
import { react } from "@tandem/eslint-config/react";
import { vitest } from "@tandem/eslint-config/vitest";

export default [
  ...base(import.meta.dirname),
  ...compat,
  ...react,
  ...vitest,
  ...layers("@tandem/member-web"),
  {
    // Configuration is read in one module (architecture.md: "Config through the config module").
    files: ["src/**"],
    ignores: ["src/config.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MetaProperty[property.name='env']",
          message: "Read configuration through src/config.ts.",
        },
        { selector: "ExportAllDeclaration", message: "No `export *` barrels: name each export." },
        { selector: "ExportDefaultDeclaration", message: "Named exports only." },
      ],
    },
  },
];
