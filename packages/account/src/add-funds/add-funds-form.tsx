import { useLingui } from "@lingui/react";
import type { Currency, PaymentInstrument } from "@tandem/api-client/schemas";
import { failureMessage, fieldMessage, SUBMIT_KEEPS_FOCUS } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { CurrencyNumpad } from "@tandem/ui/currency-numpad";
import { FieldError } from "@tandem/ui/field-error";
import { FormError } from "@tandem/ui/form-error";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { messageIds } from "@tandem/validation";
import type { ReactNode } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { addFundsMessages as m } from "./add-funds-messages.ts";
import { FundingUnconfirmed } from "./fund-once.ts";
import { useAddFunds } from "./use-add-funds.ts";

interface AddFundsFormProps {
  instrument: PaymentInstrument;
  currency: Currency;
  back: ReactNode;
}

/**
 * The add-funds form (F-167..F-169, V-30..V-32): the whole-dollar numpad in the currency's symbol, its limits,
 * the statement for the instrument's type; Add funds waits for an amount, checks the currency's minimum and
 * maximum (nothing is sent outside them), then creates the funding once (a lost answer is looked for in the
 * ledgers before anything is sent again, see `fundOnce`) under the full-screen loader, says what was added and
 * replaces the page with the dashboard. A failure shows inline with the amount kept.
 */
export function AddFundsForm({ instrument, currency, back }: AddFundsFormProps) {
  const { i18n } = useLingui();
  const { form, add, money, onSubmit } = useAddFunds(instrument, currency);
  const cents = useWatch({ control: form.control, name: "cents" });
  const errorId = form.formState.errors.cents?.message;
  // V-30: the limit broken, formatted as money in the member's language.
  const constraint = money(
    errorId === messageIds.maxAmount ? currency.fundingMaximumCents : currency.fundingMinimumCents,
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <AmountField form={form} currency={currency} disabled={add.isPending} />
      <p className="add-funds__limits">
        {i18n._({
          ...m.limits,
          values: {
            minimum: money(currency.fundingMinimumCents),
            maximum: money(currency.fundingMaximumCents),
          },
        })}
      </p>
      <FieldError>{errorId ? i18n._({ ...fieldMessage(errorId), values: { constraint } }) : null}</FieldError>
      <p className="payment-form__statement">
        {i18n._(instrument.paymentMethodType === "bank_account" ? m.bankStatement : m.cardStatement)}
      </p>
      <FormError>
        {add.error instanceof FundingUnconfirmed
          ? i18n._({ ...m.unconfirmed, values: { amount: money(add.error.amount.cents) } })
          : add.error
            ? i18n._(failureMessage(add.error))
            : null}
      </FormError>
      <div className="payment-form__actions">
        {back}
        <Button type="submit" {...SUBMIT_KEEPS_FOCUS} disabled={cents === 0} loading={add.isPending}>
          {i18n._(m.submit)}
        </Button>
      </div>
      {add.isPending && <ScreenLoader cover="veil" label={i18n._(m.adding)} />}
    </form>
  );
}

interface AmountFieldProps {
  form: UseFormReturn<{ cents: number }>;
  currency: Currency;
  disabled: boolean;
}

/** The whole-dollar numpad in the currency's symbol, holding the amount in cents (F-167, V-09). */
function AmountField({ form, currency, disabled }: AmountFieldProps) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={form.control}
      name="cents"
      render={({ field }) => (
        // Focus leaving the numpad for outside it is leaving the field: it is checked then (V-09).
        <div
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
          }}
        >
          <CurrencyNumpad
            label={i18n._(m.amountLabel)}
            value={field.value / currency.centsInDollar}
            onChange={(dollars) => field.onChange(dollars * currency.centsInDollar)}
            currencySymbol={currency.symbol}
            disabled={disabled}
          />
        </div>
      )}
    />
  );
}
