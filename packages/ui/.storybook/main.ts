import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import("vite");
    const { lingui } = await import("@lingui/vite-plugin");
    const { LINGUI_CONFIG } = await import("@tandem/vitest-config");
    const { policyBuildTargets } = await import("@tandem/vitest-config/browsers");
    return mergeConfig(viteConfig, {
      // The styleguide is built for the app's browsers (docs/browsers.md).
      build: { target: policyBuildTargets(), cssMinify: "lightningcss" },
      resolve: { conditions: ["@tandem/source", ...defaultClientConditions] },
      plugins: [lingui({ macroTransform: true, configPath: LINGUI_CONFIG })],
    });
  },
};

export default config;
