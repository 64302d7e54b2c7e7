// Test files may use the looser patterns tests need (non-null assertions on found elements, any-typed mocks).
export const vitest = [
  {
    name: "tandem/vitest",
    files: ["**/*.test.{ts,tsx}", "**/*.bench.ts", "test/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
];
