import {
  completeCheckout,
  getCheckoutConfirmation,
  isApiError,
  type ApiClient,
  type CheckoutCompletion,
} from "@tandem/api-client";
import type { CheckoutConfirmation } from "@tandem/api-client/schemas";
import { LOOK_DELAYS_MS, lookAfterLostAnswer } from "@tandem/page-kit";

// Answers that say for certain the order was not placed: the card, the quantities or the request itself.
const NOT_PLACED = new Set([
  "validation_error",
  "invalid_order_quantity",
  "resource_not_found",
  "eligibility_violation",
  "read_only_unverified",
  "too_many_requests",
]);

/** Whether a failed completion may still have placed the order (a timeout, a lost answer, a second tap's refusal). */
export function mayHavePlaced(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return !NOT_PLACED.has(error.code) && !error.code.startsWith("card_");
}

/**
 * Places the order (F-139, A-36) so that it is placed at most once: when the answer is lost or refused in a way
 * that does not say the order failed (network error or timeout, a server error, `checkout_fatal_error` because a
 * first attempt already completed it), the confirmation is asked for (A-37, a few times, `checkDelaysMs` apart);
 * if the checkout is completed, that is the answer. Otherwise the first error is thrown, and nothing was charged.
 */
export async function placeOrder(
  client: ApiClient,
  checkoutId: number,
  completion: CheckoutCompletion,
  checkDelaysMs: readonly number[] = LOOK_DELAYS_MS,
): Promise<CheckoutConfirmation> {
  try {
    return await completeCheckout(client, checkoutId, completion);
  } catch (error) {
    if (!mayHavePlaced(error)) throw error;
    // A checkout not completed (yet) has no confirmation: looked at again, then the first error is thrown.
    const placed = await lookAfterLostAnswer(
      () => getCheckoutConfirmation(client, checkoutId),
      checkDelaysMs,
    );
    if (placed) return placed;
    throw error;
  }
}
