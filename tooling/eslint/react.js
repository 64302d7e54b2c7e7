// React rules: hooks and accessibility, on top of base().
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";

export const react = [
  {
    name: "tandem/react",
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ["**/*.tsx"] },
];
