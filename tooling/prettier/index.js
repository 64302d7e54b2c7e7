/** Tandem's Prettier settings: wide enough for JSX with props, trailing commas for clean diffs. */
export default {
  printWidth: 110,
  trailingComma: "all",
  singleQuote: false,
  semi: true,
};
