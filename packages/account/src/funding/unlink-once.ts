import { deleteBankAccount, deleteCard, getMe, isApiError, type ApiClient } from "@tandem/api-client";
import type { PaymentInstrument, PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { mayHaveApplied } from "../payments/instrument-write.ts";

/** Whether the member's instruments, read again, no longer list `instrument` (or list it deleted). */
async function isGone(client: ApiClient, instrument: PaymentInstrument): Promise<boolean> {
  const member = await getMe(client);
  return !member.paymentInstruments.some((each) => each.id === instrument.id && each.status !== "deleted");
}

/**
 * Unlinks an instrument (F-159, A-44, A-46), counting an earlier attempt that went through as done: a DELETE
 * answered `resource_not_found` (the client retried one whose first answer was lost, or the member tapped again
 * after a timeout) means it is already gone; with no answer at all, the member's instruments are read to see.
 * Either way the member is read again (`getMe` refreshes the instruments every page shows) and the answer is null.
 */
export async function unlinkOnce(
  client: ApiClient,
  instrument: PaymentInstrument,
): Promise<PaymentInstrumentMutation | null> {
  try {
    return instrument.paymentMethodType === "card"
      ? await deleteCard(client, instrument.id)
      : await deleteBankAccount(client, instrument.id);
  } catch (error) {
    const alreadyGone = isApiError(error) && error.code === "resource_not_found";
    if (!alreadyGone && !mayHaveApplied(error)) throw error;
    if (await isGone(client, instrument).catch(() => false)) return null;
    throw error;
  }
}
