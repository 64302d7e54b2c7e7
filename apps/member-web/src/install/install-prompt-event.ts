import { useSyncExternalStore } from "react";

/** Chromium's install offer (`beforeinstallprompt`), which the page may show when it chooses (D-04). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for later and suppresses its own mini-infobar (F-070); notes an install that
 * completed (F-072). Called once at start, since the offer may come before the dashboard opens.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener("appinstalled", () => {
    offer = null;
    installed = true;
    notify();
  });
}

/** The install offer and whether an install completed, following both as they happen. */
export function useInstallOffer(): { offer: BeforeInstallPromptEvent | null; installed: boolean } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
  );
  const done = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => installed,
  );
  return { offer: current, installed: done };
}

/** Forgets the offer once used: the browser allows `prompt()` only once per event. */
export function forgetInstallOffer(): void {
  offer = null;
  notify();
}
