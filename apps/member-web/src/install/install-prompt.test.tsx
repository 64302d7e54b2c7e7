import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { INSTALL_PROMPT_KEY } from "./install-eligibility.ts";
import { InstallPrompt } from "./install-prompt.tsx";
import { captureInstallPrompt, forgetInstallOffer } from "./install-prompt-event.ts";

const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function device({ width = 390, worker = true, userAgent = navigator.userAgent } = {}) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  Object.defineProperty(navigator, "userAgent", { value: userAgent, configurable: true });
  const getRegistration = vi.fn(() =>
    Promise.resolve(worker ? ({} as ServiceWorkerRegistration) : undefined),
  );
  Object.defineProperty(navigator, "serviceWorker", { value: { getRegistration }, configurable: true });
  return getRegistration;
}

/** The browser's install offer, answering `outcome` once `answer` is called. */
function offerInstall() {
  let answer: (outcome: "accepted" | "dismissed") => void = () => undefined;
  const userChoice = new Promise<{ outcome: "accepted" | "dismissed" }>((resolve) => {
    answer = (outcome) => resolve({ outcome });
  });
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice,
  });
  window.dispatchEvent(event);
  return { event, answer };
}

function renderPrompt() {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return render(
    <I18nProvider i18n={i18n}>
      <InstallPrompt />
    </I18nProvider>,
  );
}

const LATER = { timeout: 3_000 };
const userAgent = navigator.userAgent;

describe("InstallPrompt", () => {
  beforeAll(() => captureInstallPrompt(window));
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    forgetInstallOffer();
    device({ userAgent });
  });

  it("F-070 F-071 C-14 on a phone with a worker and the browser's offer, shows the prompt a second later", async () => {
    const getRegistration = device();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    renderPrompt();
    expect(screen.queryByText("Add Tandem to your home screen")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Install Tandem" }, LATER)).toBeInTheDocument();
    expect(screen.getByText("Add Tandem to your home screen")).toBeInTheDocument();
    expect(getRegistration).toHaveBeenCalledTimes(1);
  });

  it("F-069 stays away on a wide screen", async () => {
    const getRegistration = device({ width: 1200 });
    offerInstall();
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(getRegistration).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Install Tandem" })).not.toBeInTheDocument();
  });

  it("F-070 stays away without a registered service worker", async () => {
    const getRegistration = device({ worker: false });
    offerInstall();
    renderPrompt();
    await waitFor(() => expect(getRegistration).toHaveBeenCalled(), LATER);
    expect(screen.queryByRole("button", { name: "Install Tandem" })).not.toBeInTheDocument();
  });

  it("F-072 F-073 closing it stops every later prompt through the stored flag", async () => {
    device();
    offerInstall();
    const user = userEvent.setup();
    const { unmount } = renderPrompt();
    await user.click(await screen.findByRole("button", { name: "Close" }, LATER));
    expect(screen.queryByText("Add Tandem to your home screen")).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_PROMPT_KEY)).toBe("false");
    unmount();
    const getRegistration = device();
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(getRegistration).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Install Tandem" })).not.toBeInTheDocument();
  });

  it("F-074 F-072 D-04 Install opens the browser's dialog with a loader meanwhile; any answer stops prompting", async () => {
    device();
    const { event, answer } = offerInstall();
    const user = userEvent.setup();
    renderPrompt();
    await user.click(await screen.findByRole("button", { name: "Install Tandem" }, LATER));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for your answer…");
    answer("dismissed");
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(localStorage.getItem(INSTALL_PROMPT_KEY)).toBe("false");
  });

  it("D-04 on an iPhone, which has no install offer, shows the Share steps instead of a button", async () => {
    device({ userAgent: SAFARI_IPHONE });
    renderPrompt();
    expect(await screen.findByText(/Tap the Share button/, {}, LATER)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Install Tandem" })).not.toBeInTheDocument();
  });
});
