import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CardToken } from "../schemas/card-token.ts";
import type { PaymentInstrumentMutation } from "../schemas/payment-instrument-mutation.ts";
import { parseAnswer, pathId } from "./endpoint-support.ts";
import { paymentInstrumentMutationSchema } from "../schemas/payment-instrument-mutation.ts";

/** The bank form's fields (contract §5.2). */
export interface BankAccountCreation {
  /** The member's nickname for the account. */
  name: string;
  routingNumber: string;
  accountNumber: string;
  accountType: "checking" | "savings";
}

/**
 * `POST /payment_instruments/bank_accounts/create`: links a bank account (normally `unverified` at first);
 * refreshes the member from the header.
 */
export async function createBankAccount(
  client: ApiClient,
  account: BankAccountCreation,
): Promise<PaymentInstrumentMutation> {
  const answer = await exchange(client).post("payment_instruments/bank_accounts/create", account, {
    expectsMemberHeader: true,
  });
  return parseAnswer(
    client,
    "POST /payment_instruments/bank_accounts/create",
    paymentInstrumentMutationSchema,
    answer,
  );
}

/** `DELETE /payment_instruments/bank_accounts/{id}`: unlinks it; the answer lists what is left. */
export async function deleteBankAccount(client: ApiClient, id: number): Promise<PaymentInstrumentMutation> {
  const answer = await exchange(client).delete(`payment_instruments/bank_accounts/${pathId(id)}`);
  return parseAnswer(
    client,
    "DELETE /payment_instruments/bank_accounts/{id}",
    paymentInstrumentMutationSchema,
    answer,
  );
}

/**
 * `POST /payment_instruments/cards/create_stripe` (A-45, F-163, D-14): saves the card behind a provider token
 * (from `tokenizeCard`; the card number never reaches the API, S-14); refreshes the member from the header.
 */
export async function createCard(client: ApiClient, token: CardToken): Promise<PaymentInstrumentMutation> {
  const answer = await exchange(client).post(
    "payment_instruments/cards/create_stripe",
    { token },
    { expectsMemberHeader: true },
  );
  return parseAnswer(
    client,
    "POST /payment_instruments/cards/create_stripe",
    paymentInstrumentMutationSchema,
    answer,
  );
}

/** `DELETE /payment_instruments/cards/{id}`: removes the card; the answer lists what is left. */
export async function deleteCard(client: ApiClient, id: number): Promise<PaymentInstrumentMutation> {
  const answer = await exchange(client).delete(`payment_instruments/cards/${pathId(id)}`);
  return parseAnswer(
    client,
    "DELETE /payment_instruments/cards/{id}",
    paymentInstrumentMutationSchema,
    answer,
  );
}
