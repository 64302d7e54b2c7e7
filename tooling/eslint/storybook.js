// Storybook rules for *.stories.tsx files.
import storybookPlugin from "eslint-plugin-storybook";

export const storybook = [...storybookPlugin.configs["flat/recommended"]];
