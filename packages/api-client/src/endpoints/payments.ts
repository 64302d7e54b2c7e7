import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { FundingTransaction } from "../schemas/funding-transaction.ts";
import type { Money } from "../schemas/money.ts";
import type { PaymentMethodType } from "../schemas/payment-instrument.ts";
import { parseAnswer, rememberMember } from "./endpoint-support.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";
import { fundingTransactionSchema } from "../schemas/funding-transaction.ts";

/** An add-funds payment (contract §5.3). */
export interface FundingCreation {
  amount: Money;
  paymentInstrumentId: number;
  paymentMethodType: PaymentMethodType;
}

/** `POST /payments/create_funding`: adds funds from an instrument; refreshes the member from the header. */
export async function createFunding(
  client: ApiClient,
  funding: FundingCreation,
): Promise<FundingTransaction> {
  const answer = await exchange(client).post("payments/create_funding", funding, {
    expectsMemberHeader: true,
  });
  return parseAnswer(client, "POST /payments/create_funding", fundingTransactionSchema, answer);
}

/** `POST /payments/charge_balance` (HEAD only): charges a negative balance to the default instrument. */
export async function chargeBalance(client: ApiClient): Promise<CurrentMember> {
  const answer = await exchange(client).post("payments/charge_balance");
  return rememberMember(
    client,
    parseAnswer(client, "POST /payments/charge_balance", currentMemberSchema, answer),
  );
}
