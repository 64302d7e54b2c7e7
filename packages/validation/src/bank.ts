// Bank account rules of doc 2 §5 (V-25..V-29) and doc 2 §9 (routing number 9 digits, account number 4+ digits).
import { z } from "zod/mini";
import { messageIds, type MessageId } from "./messages.ts";
import { requiredSchema } from "./required.ts";
import { ruleSchema } from "./rule-schema.ts";

/** Digits in a US routing (ABA) number (doc 2 §9). */
export const ROUTING_NUMBER_LENGTH = 9;
/** Fewest digits in a bank account number (doc 2 §9). */
export const BANK_ACCOUNT_NUMBER_MIN_LENGTH = 4;

// ABA checksum: weights 3, 7, 1 repeated over the nine digits; the weighted sum is a multiple of 10.
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/**
 * True when `routingNumber` is exactly 9 digits with a valid ABA checksum (V-26).
 * @example isValidRoutingNumber("011000015") // true
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, index) => total + weight * Number(routingNumber[index]), 0);
  return sum % 10 === 0;
}

/** `forms.invalid_required` when empty, `forms.invalid_routing_number` when not valid (V-26), otherwise null. */
export function routingNumberError(routingNumber: string): MessageId | null {
  const value = routingNumber.trim();
  if (value === "") return messageIds.required;
  return isValidRoutingNumber(value) ? null : messageIds.routingNumber;
}

/** zod/mini schema for a routing number field; issue messages are the ids of {@link routingNumberError}. */
export const routingNumberSchema = /* @__PURE__ */ ruleSchema(routingNumberError);

/**
 * `forms.invalid_required` when empty, `forms.invalid_bank_account_number` unless it is at least 4 digits and
 * digits only (V-27), otherwise null.
 */
export function bankAccountNumberError(accountNumber: string): MessageId | null {
  const value = accountNumber.trim();
  if (value === "") return messageIds.required;
  const valid = /^\d+$/.test(value) && value.length >= BANK_ACCOUNT_NUMBER_MIN_LENGTH;
  return valid ? null : messageIds.bankAccountNumber;
}

/** zod/mini schema for a bank account number field; issue messages are the ids of {@link bankAccountNumberError}. */
export const bankAccountNumberSchema = /* @__PURE__ */ ruleSchema(bankAccountNumberError);

/**
 * `forms.invalid_required` when the confirmation is empty, `forms.invalid_bank_account_number_confirm` when it
 * differs from `accountNumber` (V-28), otherwise null.
 * @example accountConfirmationError("12346", "12345") // "forms.invalid_bank_account_number_confirm"
 */
export function accountConfirmationError(confirmation: string, accountNumber: string): MessageId | null {
  const value = confirmation.trim();
  if (value === "") return messageIds.required;
  return value === accountNumber.trim() ? null : messageIds.bankAccountNumberConfirm;
}

/**
 * zod/mini schema for the add-bank-account form `{ name, routingNumber, accountNumber, accountNumberConfirmation,
 * accountType }`: `name` is the required nickname (V-25), then routing (V-26), account number (V-27), its
 * confirmation (V-28, path `accountNumberConfirmation`), and the account type, `"checking"` when missing (V-29).
 * The field names are those of the `POST /payment_instruments/bank_accounts/create` body, plus the confirmation.
 */
export const bankAccountSchema = z
  .object({
    name: requiredSchema,
    routingNumber: routingNumberSchema,
    accountNumber: bankAccountNumberSchema,
    accountNumberConfirmation: z.string({ error: messageIds.required }),
    accountType: z._default(z.enum(["checking", "savings"], { error: messageIds.required }), "checking"),
  })
  .check(
    z.superRefine((account, ctx) => {
      const id = accountConfirmationError(account.accountNumberConfirmation, account.accountNumber);
      const input = account.accountNumberConfirmation;
      if (id !== null)
        ctx.addIssue({ code: "custom", message: id, input, path: ["accountNumberConfirmation"] });
    }),
  );

/** The values of the add-bank-account form, as {@link bankAccountSchema} checks them. */
export type BankAccountValues = z.infer<typeof bankAccountSchema>;
