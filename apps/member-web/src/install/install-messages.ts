import { msg } from "@lingui/core/macro";

// Words of the add-to-homescreen prompt (F-071, D-04).
export const installMessages = {
  title: msg({ id: "dashboard.install_title", message: "Add Tandem to your home screen" }),
  intro: msg({
    id: "dashboard.install_intro",
    message: "Open Tandem in one tap, like any other app on your phone.",
  }),
  install: msg({ id: "dashboard.install_button", message: "Install Tandem" }),
  shareSteps: msg({
    id: "dashboard.install_share_steps",
    message: "Tap the Share button, then choose “Add to Home Screen”.",
  }),
  installing: msg({ id: "dashboard.install_waiting", message: "Waiting for your answer…" }),
};
