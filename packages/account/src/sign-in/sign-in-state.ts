/** What `/start` hands to `/one-time-password` in navigation state (doc 1 §2; D-22). */
export interface SignInState {
  /** The phone as the member typed it, formatted: `(503) 555-0142`. */
  phone: string;
  /** From the start answer; when true the code page shows the terms notice again (D-22). */
  requiresTermsAgreement: boolean;
}

/** The navigation state as a {@link SignInState}, or null when it is missing or not one (F-047). */
export function readSignInState(state: unknown): SignInState | null {
  if (typeof state !== "object" || state === null) return null;
  const { phone, requiresTermsAgreement } = state as Record<string, unknown>;
  if (typeof phone !== "string" || phone === "") return null;
  return { phone, requiresTermsAgreement: requiresTermsAgreement === true };
}

/** The browser's IANA time zone, sent with every start (F-045); UTC if the browser has none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
