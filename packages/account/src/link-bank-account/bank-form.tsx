import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { createBankAccount } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { failureMessage, FIELD_VALIDATION, SUBMIT_KEEPS_FOCUS, useAction } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { RadioGroup } from "@tandem/ui/radio-group";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { TextField } from "@tandem/ui/text-field";
import { bankAccountSchema, ROUTING_NUMBER_LENGTH, type BankAccountValues } from "@tandem/validation";
import { useEffect, useRef, type ChangeEvent, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import type { z } from "zod/mini";
import { useFieldErrors } from "../forms/use-field-errors.ts";
import { LinkUnconfirmed } from "../payments/instrument-write.ts";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { useLinkOnce } from "../payments/use-link-once.ts";
import { CHECK_DETAILS_HASH } from "./check-dialog.tsx";
import { linkBankMessages as m } from "./link-bank-messages.ts";

type BankFormValues = z.input<typeof bankAccountSchema>;
const fields = {
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
  const submitButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const form = useForm<BankFormValues, unknown, BankAccountValues>({
    resolver: zodResolver(bankAccountSchema),
    ...FIELD_VALIDATION,
    shouldFocusError: true,
    defaultValues: {
      name: "",
      routingNumber: "",
      accountNumber: "",
      accountNumberConfirmation: "",
      accountType: "checking",
    },
  });
  const errors = useFieldErrors(form, { fields });
  const once = useLinkOnce();
  const link = useAction({
    mutationFn: async ({ accountNumberConfirmation: _, ...account }: BankAccountValues) => {
      const earlier = await once.earlierLinked(api);
      if (earlier) return earlier;
      const last4 = account.accountNumber.slice(-4);
      return once.send(
        api,
        (each) => each.paymentMethodType === "bank_account" && each.last4 === last4,
        () => createBankAccount(api, { ...account, name: account.name.trim() }),
      );
    },
    onSuccess: (answer) => {
      once.settle(null);
      const member = api.currentMember.get();
      if (member) api.currentMember.set({ ...member, paymentInstruments: answer.allPaymentInstruments });
      onLinked(answer);
    },
    onError: once.settle,
  });
  useEffect(() => {
    if (link.error) submitButton.current?.focus();
  }, [link.error]);
  const name$ = form.register("name");
  const routing$ = form.register("routingNumber", { onChange: routingDigits });
  const account$ = form.register("accountNumber", { onChange: accountDigits });
  const confirm$ = form.register("accountNumberConfirmation", { onChange: accountDigits });
  return (
    <>
      <ErrorSummary items={errors.summary} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(link.submit)(event)}>
        <fieldset className="payment-form__fields" disabled={link.isPending}>
          <TextField
            id={fields.name.id}
            label={i18n._(m.nicknameLabel)}
            hint={i18n._(m.nicknameHint)}
            autoComplete="off"
            error={errors.errorOf("name")}
            {...name$}
          />
          <TextField
            id={fields.routingNumber.id}
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
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={ROUTING_NUMBER_LENGTH}
            error={errors.errorOf("routingNumber")}
            {...routing$}
          />
          <TextField
            id={fields.accountNumber.id}
            label={i18n._(m.accountLabel)}
            hint={i18n._(m.accountHint)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.errorOf("accountNumber")}
            {...account$}
          />
          <TextField
            id={fields.accountNumberConfirmation.id}
            label={i18n._(m.confirmLabel)}
            hint={i18n._(m.confirmHint)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.errorOf("accountNumberConfirmation")}
            {...confirm$}
          />
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
          <p className="payment-form__statement">{i18n._(m.statement)}</p>
          <FormError>
            {link.error instanceof LinkUnconfirmed
              ? i18n._(pm.unconfirmed)
              : link.error
                ? i18n._(failureMessage(link.error))
                : null}
          </FormError>
          <div className="payment-form__actions">
            {back}
            <Button ref={submitButton} type="submit" {...SUBMIT_KEEPS_FOCUS} loading={link.isPending}>
              {i18n._(m.submit)}
            </Button>
          </div>
        </fieldset>
      </form>
      {link.isPending && <ScreenLoader cover="veil" label={i18n._(pm.sending)} />}
    </>
  );
}
