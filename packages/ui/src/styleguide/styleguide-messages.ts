import { msg } from "@lingui/core/macro";
import type { ButtonSize, ButtonVariant } from "../button/button.tsx";

// Words of the design showcase (R-40, F-205).
export const sg = {
  sections: msg({ id: "styleguide.sections", message: "Styleguide sections" }),
  typography: msg({ id: "styleguide.tab_typography", message: "Typography" }),
  buttons: msg({ id: "styleguide.tab_buttons", message: "Buttons" }),
  loaders: msg({ id: "styleguide.tab_loaders", message: "Loaders" }),
  heading: msg({ id: "styleguide.heading_sample", message: "Heading {level}" }),
  paragraphLabel: msg({ id: "styleguide.paragraph_label", message: "Paragraph" }),
  paragraph: msg({
    id: "styleguide.paragraph_sample",
    message:
      "Tandem brings shared e-bikes and scooters, fresh food for pickup and simple payments together in one place, run with and for our Portland neighbours.",
  }),
  leadLabel: msg({ id: "styleguide.lead_label", message: "Lead" }),
  lead: msg({
    id: "styleguide.lead_sample",
    message: "Everything you need to get around and eat well, in one friendly app.",
  }),
  solid: msg({ id: "styleguide.solid", message: "Solid" }),
  outline: msg({ id: "styleguide.outline", message: "Outline" }),
  pageLoader: msg({ id: "styleguide.page_loader", message: "Page loader" }),
  pageLoaderHint: msg({
    id: "styleguide.page_loader_hint",
    message: "Appears after a short buffer, so a quick load never flashes a spinner.",
  }),
  replay: msg({ id: "styleguide.replay", message: "Replay" }),
  overlayLoader: msg({ id: "styleguide.overlay_loader", message: "Overlay loader" }),
  overlayHint: msg({
    id: "styleguide.overlay_hint",
    message: "Covers part of a page while it refreshes; the content stays where it is.",
  }),
  overlaySample: msg({
    id: "styleguide.overlay_sample",
    message: "Your order is ready for pickup at the community table on Saturday, from 10 am to 2 pm.",
  }),
  showOverlay: msg({ id: "styleguide.show_overlay", message: "Show overlay" }),
  hideOverlay: msg({ id: "styleguide.hide_overlay", message: "Hide overlay" }),
  screenLoader: msg({ id: "styleguide.screen_loader", message: "Full-screen loader" }),
  screenLoaderHint: msg({
    id: "styleguide.screen_loader_hint",
    message: "Blocks the screen during steps that must not be interrupted, such as paying for an order.",
  }),
  showScreenLoader: msg({ id: "styleguide.show_screen_loader", message: "Show for 2 seconds" }),
};

export const sizeNames = {
  sm: msg({ id: "styleguide.size_small", message: "Small" }),
  md: msg({ id: "styleguide.size_default", message: "Default" }),
  lg: msg({ id: "styleguide.size_large", message: "Large" }),
} satisfies Record<ButtonSize, unknown>;

export const variantNames = {
  primary: msg({ id: "styleguide.variant_primary", message: "Primary" }),
  secondary: msg({ id: "styleguide.variant_secondary", message: "Secondary" }),
  success: msg({ id: "styleguide.variant_success", message: "Success" }),
  danger: msg({ id: "styleguide.variant_danger", message: "Danger" }),
  warning: msg({ id: "styleguide.variant_warning", message: "Warning" }),
  info: msg({ id: "styleguide.variant_info", message: "Info" }),
  dark: msg({ id: "styleguide.variant_dark", message: "Dark" }),
  light: msg({ id: "styleguide.variant_light", message: "Light" }),
  link: msg({ id: "styleguide.variant_link", message: "Link" }),
} satisfies Record<ButtonVariant, unknown>;
