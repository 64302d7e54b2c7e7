import { useLingui } from "@lingui/react";
import { createBankAccount } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { failureMessage } from "@tandem/page-kit";
import { bankAccountSchema, type BankAccountValues } from "@tandem/validation";
import type { ReactNode } from "react";
import { InstrumentFormFrame } from "../payments/instrument-form.tsx";
import { useInstrumentForm } from "../payments/use-instrument-form.ts";
import { AccountTypeField, BankFields, bankFields, type BankFormValues } from "./bank-fields.tsx";
import { linkBankMessages as m } from "./link-bank-messages.ts";

interface BankFormProps {
  onLinked: (added: PaymentInstrumentMutation) => void;
  back: ReactNode;
}

/**
 * The bank account form (F-165, F-166, V-25..V-29, B-06): nickname, routing number (9 digits, ABA checksum),
 * account number (4+ digits) and its confirmation, each with help; checking or savings (checking first); the
 * statement of what linking allows. Submit creates the account under the full-screen loader; the member's
 * instruments follow the answer; a failure shows inline with everything kept.
 */
export function BankForm({ onLinked, back }: BankFormProps) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const scaffold = useInstrumentForm<BankFormValues, BankAccountValues>({
    schema: bankAccountSchema,
    defaultValues: {
      name: "",
      routingNumber: "",
      accountNumber: "",
      accountNumberConfirmation: "",
      accountType: "checking",
    },
    fields: bankFields,
    write: ({ accountNumberConfirmation: _, ...account }, send) => {
      const last4 = account.accountNumber.slice(-4);
      return send(
        (each) => each.paymentMethodType === "bank_account" && each.last4 === last4,
        () => createBankAccount(api, { ...account, name: account.name.trim() }),
      );
    },
    onLinked: (answer) => {
      const member = api.currentMember.get();
      if (member) api.currentMember.set({ ...member, paymentInstruments: answer.allPaymentInstruments });
      onLinked(answer);
    },
  });
  return (
    <InstrumentFormFrame
      scaffold={scaffold}
      failureText={(error) => i18n._(failureMessage(error))}
      submitLabel={m.submit}
      back={back}
    >
      <BankFields form={scaffold.form} errors={scaffold.errors} />
      <AccountTypeField form={scaffold.form} />
      <p className="payment-form__statement">{i18n._(m.statement)}</p>
    </InstrumentFormFrame>
  );
}
