import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { Currency, PaymentInstrument } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import {
  failureMessage,
  FIELD_VALIDATION,
  fieldMessage,
  SUBMIT_KEEPS_FOCUS,
  useAction,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button } from "@tandem/ui/button";
import { CurrencyNumpad } from "@tandem/ui/currency-numpad";
import { FieldError } from "@tandem/ui/field-error";
import { FormError } from "@tandem/ui/form-error";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { useToast } from "@tandem/ui/toast";
import { fundingAmountSchema, messageIds } from "@tandem/validation";
import { useMemo, useRef, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod/mini";
import { addFundsMessages as m } from "./add-funds-messages.ts";
import { fundOnce, FundingUnconfirmed, type UnsettledFunding } from "./fund-once.ts";

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
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const schema = useMemo(() => z.object({ cents: fundingAmountSchema(currency) }), [currency]);
  const form = useForm<{ cents: number }>({
    resolver: zodResolver(schema),
    ...FIELD_VALIDATION,
    defaultValues: { cents: 0 },
  });
  const cents = useWatch({ control: form.control, name: "cents" });
  const money = (amount: number) =>
    formatMoney({ cents: amount, currency: currency.code }, toLanguage(i18n.locale), currency.centsInDollar);
  // Once the funds are added the page is on its way to the dashboard: a late second tap must not add them again.
  const added = useRef(false);
  // An earlier tap whose answer was lost: the next tap looks for its funding before sending anything.
  const unsettled = useRef<UnsettledFunding | null>(null);
  const add = useAction({
    mutationFn: (values: { cents: number }) =>
      fundOnce(
        api,
        {
          amount: { cents: values.cents, currency: currency.code },
          paymentInstrumentId: instrument.id,
          paymentMethodType: instrument.paymentMethodType,
        },
        unsettled.current,
      ),
    onSuccess: (outcome) => {
      added.current = true;
      unsettled.current = null;
      const amount = money(outcome.amount.cents);
      toast.showSuccess(i18n._({ ...(outcome.foundEarlier ? m.foundEarlier : m.added), values: { amount } }));
      void navigate(paths.dashboard(), { replace: true });
    },
    onError: (error) => {
      if (error instanceof FundingUnconfirmed) unsettled.current = error.unsettled;
    },
  });
  const errorId = form.formState.errors.cents?.message;
  // V-30: the limit broken, formatted as money in the member's language.
  const constraint = money(
    errorId === messageIds.maxAmount ? currency.fundingMaximumCents : currency.fundingMinimumCents,
  );
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          if (!added.current) add.submit(values);
        })(event)
      }
    >
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
              disabled={add.isPending}
            />
          </div>
        )}
      />
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
