import { readStored, RELOAD_GUARD_STORAGE_KEY, writeStored } from "@tandem/page-kit";
import type { Location as RouterLocation } from "react-router";

/** The query parameter of the reload after a deploy: a cache-buster the service worker lets through to the network. */
export const RELOAD_PARAM = "app-updated";
const STORAGE_KEY = RELOAD_GUARD_STORAGE_KEY;
/** A second stale chunk within this time of the reload shows the error view instead of reloading again (B-09). */
export const RELOAD_WINDOW_MS = 60_000;

let reloadedAt: number | null = null;
let reloading = false;
let noticePending = false;
let pendingPath: string | null = null;

/** What the data router offers to follow navigations. */
interface NavigationSource {
  subscribe: (listener: (state: { navigation: { location?: RouterLocation } }) => void) => unknown;
}

/**
 * Follows the router so that a reload caused by a page chunk of the old build lands on the page the member was
 * opening, not the one they were leaving (the address changes only once the page has loaded).
 */
export function followNavigations(router: NavigationSource): void {
  router.subscribe(({ navigation }) => {
    const { location } = navigation;
    pendingPath = location ? location.pathname + location.search + location.hash : null;
  });
}

/**
 * Run first at start: when this page load is the reload of {@link reloadForNewBuild}, removes the cache-buster
 * from the address and remembers when it happened; returns whether the app was just updated.
 */
export function takeReloadMarker(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href);
  const marker = Number(url.searchParams.get(RELOAD_PARAM));
  if (!url.searchParams.has(RELOAD_PARAM)) return false;
  url.searchParams.delete(RELOAD_PARAM);
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  reloadedAt = Number.isFinite(marker) && marker > 0 ? marker : Date.now();
  noticePending = true;
  return true;
}

/** True once after {@link takeReloadMarker} found the reload marker: the "app was updated" notice is due. */
export function takeUpdateNotice(): boolean {
  const due = noticePending;
  noticePending = false;
  return due;
}

/** A failed dynamic import or chunk preload: what a page of an old build meets once its files are gone. */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message);
}

/**
 * B-09: after a deploy the old build's lazy chunks 404, so the page reloads once, with a cache-buster, into the
 * new build. Never while offline (the offline page explains that), and never twice within
 * {@link RELOAD_WINDOW_MS}: the guard is in sessionStorage and, should storage fail, in the reloaded URL.
 * Returns whether the page is reloading.
 */
export function reloadForNewBuild(now = Date.now(), location: Location = window.location): boolean {
  if (reloading) return true;
  if (!navigator.onLine) return false;
  const last = Math.max(readStored<number>("session", STORAGE_KEY, 0), reloadedAt ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  writeStored("session", STORAGE_KEY, now);
  reloading = true;
  const pending = pendingPath === null ? null : new URL(pendingPath, location.href);
  // A pending address off this origin ("//host" opened as a path) is never followed: the page reloads where it is.
  const url = pending?.origin === new URL(location.href).origin ? pending : new URL(location.href);
  url.searchParams.set(RELOAD_PARAM, String(now));
  location.replace(url.href);
  return true;
}

/** A promise that never settles: the navigation stays pending while the page unloads. */
const untilReload = <T>() =>
  new Promise<T>(() => {
    // Settled by nothing: the reload replaces the page.
  });

/**
 * Whether the app's server answers at all (any status): a new build's missing chunk is answered (404), a lost
 * network or a server out of reach is not. WebKit, every browser of an iPhone, keeps `navigator.onLine` true on a
 * network that carries nothing, so there a failed chunk alone is no proof of a deploy, and a reload would trade the
 * app for the browser's own error page.
 */
export async function serverAnswers(
  probe: typeof fetch = (...args) => fetch(...args),
  location: Location = window.location,
): Promise<boolean> {
  try {
    await probe(location.href, { method: "HEAD", cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Wraps a lazy route's import: a stale chunk reloads the page and the navigation waits for it (no error view
 * flashes); any other failure, one the guard stops, or one while the server cannot be reached goes to the route's
 * error view.
 */
export function reloadOnStaleChunk<T>(
  load: () => Promise<T>,
  answers: () => Promise<boolean> = serverAnswers,
): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (isStaleChunkError(error) && (await answers()) && reloadForNewBuild()) return untilReload<T>();
      throw error;
    });
}

/** Catches chunk failures outside the routes (a catalog, CSS of a page) through Vite's `vite:preloadError`. */
export function watchStaleChunks(
  target: Window = window,
  answers: () => Promise<boolean> = serverAnswers,
): void {
  target.addEventListener(
    "vite:preloadError",
    () => void answers().then((yes) => yes && reloadForNewBuild()),
  );
}
