import { useLingui } from "@lingui/react";
import { RadioGroup } from "@tandem/ui/radio-group";
import { TextField } from "@tandem/ui/text-field";
import { ROUTING_NUMBER_LENGTH, type BankAccountValues } from "@tandem/validation";
import type { ChangeEvent } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Link, useLocation } from "react-router";
import type { z } from "zod/mini";
import type { bankAccountSchema } from "@tandem/validation";
import type { FieldErrors } from "../forms/use-field-errors.ts";
import { CHECK_DETAILS_HASH } from "./check-dialog.tsx";
import { linkBankMessages as m } from "./link-bank-messages.ts";

/** The bank form's values as typed. */
export type BankFormValues = z.input<typeof bankAccountSchema>;

/** The bank form's fields: their ids and labels, in form order. */
export const bankFields = {
  name: { id: "bank-nickname", label: m.nicknameLabel },
  routingNumber: { id: "bank-routing", label: m.routingLabel },
  accountNumber: { id: "bank-account", label: m.accountLabel },
  accountNumberConfirmation: { id: "bank-account-confirm", label: m.confirmLabel },
};

// V-26, V-27: only digits are kept as they are typed (a pasted "0110-0001 5" becomes its digits).
function digitsOnly(maxLength?: number) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, "");
    event.target.value = maxLength === undefined ? digits : digits.slice(0, maxLength);
  };
}
const routingDigits = digitsOnly(ROUTING_NUMBER_LENGTH);
const accountDigits = digitsOnly();
// The numbers are digits only: no autofill, no spelling marks.
const digitField = { inputMode: "numeric", autoComplete: "off", spellCheck: false } as const;

interface BankFieldsProps {
  form: UseFormReturn<BankFormValues, unknown, BankAccountValues>;
  errors: FieldErrors<BankFormValues>;
}

/** Nickname, routing number, account number and its confirmation, each with help (F-165, V-25..V-28). */
export function BankFields({ form, errors }: BankFieldsProps) {
  const { i18n } = useLingui();
  const location = useLocation();
  return (
    <>
      <TextField
        id={bankFields.name.id}
        label={i18n._(m.nicknameLabel)}
        hint={i18n._(m.nicknameHint)}
        autoComplete="off"
        error={errors.errorOf("name")}
        {...form.register("name")}
      />
      <TextField
        id={bankFields.routingNumber.id}
        label={i18n._(m.routingLabel)}
        hint={
          <>
            {i18n._(m.routingHint)}{" "}
            <Link
              to={{ search: location.search, hash: CHECK_DETAILS_HASH }}
              state={{ checkDialog: true }}
              preventScrollReset
            >
              {i18n._(m.whereOnCheck)}
            </Link>
          </>
        }
        {...digitField}
        maxLength={ROUTING_NUMBER_LENGTH}
        error={errors.errorOf("routingNumber")}
        {...form.register("routingNumber", { onChange: routingDigits })}
      />
      <TextField
        id={bankFields.accountNumber.id}
        label={i18n._(m.accountLabel)}
        hint={i18n._(m.accountHint)}
        {...digitField}
        error={errors.errorOf("accountNumber")}
        {...form.register("accountNumber", { onChange: accountDigits })}
      />
      <TextField
        id={bankFields.accountNumberConfirmation.id}
        label={i18n._(m.confirmLabel)}
        hint={i18n._(m.confirmHint)}
        {...digitField}
        error={errors.errorOf("accountNumberConfirmation")}
        {...form.register("accountNumberConfirmation", { onChange: accountDigits })}
      />
    </>
  );
}

/** Checking or savings, checking first (V-29). */
export function AccountTypeField({ form }: Pick<BankFieldsProps, "form">) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={form.control}
      name="accountType"
      render={({ field }) => (
        <RadioGroup
          legend={i18n._(m.typeLegend)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          options={[
            { value: "checking", label: i18n._(m.checking) },
            { value: "savings", label: i18n._(m.savings) },
          ]}
        />
      )}
    />
  );
}
