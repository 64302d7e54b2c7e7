import { useCallback, useEffect, useState } from "react";
import {
  isAppleMobile,
  isInstallPromptDevice,
  mayPromptToInstall,
  stopPromptingToInstall,
} from "./install-eligibility.ts";
import { forgetInstallOffer, useInstallOffer } from "./install-prompt-event.ts";

/** C-14: the service worker is looked for once, a second after the prompt's place mounts. */
export const SERVICE_WORKER_CHECK_MS = 1_000;

/** What the install prompt shows: the install button, Safari's Share steps, or nothing. */
export type InstallPromptMode = "install" | "share-steps" | null;

/** The install prompt's state and actions (D-04, F-069–F-074). */
export interface InstallPrompt {
  mode: InstallPromptMode;
  /** True while the browser's own install dialog is open (F-074). */
  prompting: boolean;
  install: () => void;
  dismiss: () => void;
}

/**
 * Whether and how to offer installing Tandem: on a phone-sized screen or an iPad, not installed yet, never after
 * a dismissal or an install (stored flag), with a registered service worker found a second after mount, and
 * either the browser's captured install offer or, on iPhone and iPad, the Share → Add to Home Screen steps.
 */
export function useInstallPrompt(): InstallPrompt {
  const { offer, installed } = useInstallOffer();
  const [allowed, setAllowed] = useState(mayPromptToInstall);
  const [ready, setReady] = useState(false);
  const [prompting, setPrompting] = useState(false);

  useEffect(() => {
    if (!allowed || !isInstallPromptDevice()) return;
    let current = true;
    const timer = setTimeout(() => {
      // eslint-disable-next-line compat/compat -- isInstallPromptDevice() checked `"serviceWorker" in navigator`.
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => current && setReady(registration !== undefined))
        .catch(() => undefined);
    }, SERVICE_WORKER_CHECK_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [allowed]);

  const stop = useCallback(() => {
    stopPromptingToInstall();
    setAllowed(false);
  }, []);

  useEffect(() => {
    if (installed) stop();
  }, [installed, stop]);

  const install = useCallback(() => {
    if (!offer) return;
    setPrompting(true);
    forgetInstallOffer();
    // Accepted, declined or "already installed": every outcome stops future prompts (D-04, F-072).
    void offer
      .prompt()
      .then(() => offer.userChoice)
      .catch((error: unknown) => console.warn("install prompt failed", error))
      .finally(() => {
        setPrompting(false);
        stop();
      });
  }, [offer, stop]);

  const shown = allowed && ready;
  const mode: InstallPromptMode = !shown ? null : offer ? "install" : isAppleMobile() ? "share-steps" : null;
  return { mode: prompting ? "install" : mode, prompting, install, dismiss: stop };
}
