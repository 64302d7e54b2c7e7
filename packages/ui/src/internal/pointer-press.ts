/**
 * Whether a pointer is pressing somewhere in the document, from its press until the click it makes has been handled.
 *
 * Leaving a field (by pressing the next control) checks it, and an error appearing under the field pushes what is
 * below it down: with a mouse, between the press and the release, so the release lands beside the control and the
 * click goes to its container instead; with a finger, the compatibility mouse events come after the touch ends, so
 * the press is counted until the click. Callers hold such layout changes until the press is over.
 */
let pressing = false;
let installed = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

// A press that makes no click (a drag that scrolls, a cancelled touch) ends a short while after the release.
const NO_CLICK_AFTER_RELEASE_MS = 600;

function end(): void {
  if (!pressing) return;
  pressing = false;
  clearTimeout(fallback);
  // After the click's own handlers and default action (a checkbox ticks), in the task after it.
  setTimeout(() => {
    if (pressing) return;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  }, 0);
}

function install(): void {
  if (installed || typeof document === "undefined") return;
  installed = true;
  const options = { capture: true, passive: true } as const;
  document.addEventListener(
    "pointerdown",
    () => {
      pressing = true;
      clearTimeout(fallback);
    },
    options,
  );
  document.addEventListener(
    "pointerup",
    () => {
      clearTimeout(fallback);
      fallback = setTimeout(end, NO_CLICK_AFTER_RELEASE_MS);
    },
    options,
  );
  document.addEventListener("click", end, options);
  document.addEventListener("pointercancel", end, options);
  document.addEventListener("keydown", end, options);
}

/** True from a pointer's press until the click it makes has been handled (see the module's note). */
export function pressInProgress(): boolean {
  install();
  return pressing;
}

/** Runs `callback` once the press in progress is over; returns a function that cancels it. */
export function afterPress(callback: () => void): () => void {
  install();
  waiting.add(callback);
  return () => waiting.delete(callback);
}
