/** When to look at what the server did after a write's answer was lost: at once, then 1.5 s and 3 s later. */
export const LOOK_DELAYS_MS: readonly number[] = [0, 1500, 3000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a write whose answer was lost (a timeout, a dropped connection), looks for what the write would have made,
 * `delaysMs` apart, instead of sending it again blindly: the first thing `look` finds is returned, or null when it
 * found nothing every time. A look that fails (the read is lost too) counts as nothing found, and the next one runs.
 * Used by placing an order, adding funds and linking a card or bank account.
 * @example const order = await lookAfterLostAnswer(() => getCheckoutConfirmation(api, id));
 */
export async function lookAfterLostAnswer<T>(
  look: () => Promise<T | null>,
  delaysMs: readonly number[] = LOOK_DELAYS_MS,
): Promise<T | null> {
  for (const delay of delaysMs) {
    await pause(delay);
    try {
      const found = await look();
      if (found !== null) return found;
    } catch {
      // Not readable (yet): look again, then leave the question to the caller.
    }
  }
  return null;
}
