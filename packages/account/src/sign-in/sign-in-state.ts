/** What `/start` hands to `/one-time-password` in navigation state (doc 1 §2; D-22). */
export interface SignInState {
  /** The phone as the member typed it, formatted: `(503) 555-0142`. */
  phone: string;
  /** From the start answer; when true the code page shows the terms notice again (D-22). */
  requiresTermsAgreement: boolean;
  /** Which sign-in this is: the code page takes the state only while it is the tab's current one. */
  attempt: string;
}

// The history entry of the code page keeps its state after the sign-in and after a sign-out: Back would show the
// previous member's phone and Resend would text them. So the state names its sign-in, and the tab remembers the
// current one in session storage, which a sign-out clears (with the server's Clear-Site-Data); a stale entry no
// longer counts. Memory stands in only where session storage cannot be used (F-020); a sign-out reloads the page,
// which clears it too.
const ATTEMPT_KEY = "sign-in-attempt";
let attemptInMemory: string | null = null;
// Whether the last sign-in could not be written to session storage (private mode, full quota).
let keptInMemoryOnly = false;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedAttempt(): string | null {
  try {
    return sessionStore()?.getItem(ATTEMPT_KEY) ?? null;
  } catch {
    return null;
  }
}

function currentAttempt(): string | null {
  return storedAttempt() ?? (keptInMemoryOnly ? attemptInMemory : null);
}

function rememberAttempt(attempt: string | null): void {
  attemptInMemory = attempt;
  try {
    const store = sessionStore();
    if (!store) throw new Error("no session storage");
    if (attempt === null) store.removeItem(ATTEMPT_KEY);
    else store.setItem(ATTEMPT_KEY, attempt);
    keptInMemoryOnly = false;
  } catch (error) {
    keptInMemoryOnly = true;
    console.error("storage: could not keep the sign-in", error);
  }
}

/** Starts a sign-in of `phone` in this tab: the state `/start` hands to the code page. */
export function beginSignIn(phone: string, requiresTermsAgreement: boolean): SignInState {
  // Tells sign-ins of one tab apart; nothing to guess (the code is the secret), so no crypto is needed.
  const attempt = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  rememberAttempt(attempt);
  return { phone, requiresTermsAgreement, attempt };
}

/** Ends the tab's sign-in (verified): the code page's history entry no longer counts. */
export function endSignIn(): void {
  rememberAttempt(null);
}

/**
 * The navigation state as a {@link SignInState}, or null when it is missing, not one (F-047), or left over from
 * an earlier sign-in: verified since, or from before a sign-out.
 */
export function readSignInState(state: unknown): SignInState | null {
  if (typeof state !== "object" || state === null) return null;
  const { phone, requiresTermsAgreement, attempt } = state as Record<string, unknown>;
  if (typeof phone !== "string" || phone === "") return null;
  if (typeof attempt !== "string" || attempt !== currentAttempt()) return null;
  return { phone, requiresTermsAgreement: requiresTermsAgreement === true, attempt };
}

/** The browser's IANA time zone, sent with every start (F-045); UTC if the browser has none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
