import type { Preview } from "@storybook/react-vite";
import "../src/tokens/tokens.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    // Fail the a11y panel on any violation: the styleguide must show WCAG 2.2 AA.
    a11y: { test: "error", options: { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"] } },
    viewport: { defaultViewport: "responsive" },
  },
};

export default preview;
