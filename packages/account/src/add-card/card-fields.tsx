import { useLingui } from "@lingui/react";
import { TextField } from "@tandem/ui/text-field";
import {
  type CardType,
  formatCardNumberAsTyped,
  formatExpiryAsTyped,
  type PaymentCardValues,
} from "@tandem/validation";
import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { FieldErrors, SummaryField } from "../forms/use-field-errors.ts";
import { addCardMessages as m } from "./add-card-messages.ts";
import { backspaceOverSeparator, reformatInput } from "./formatted-input.ts";

/** The card form's fields: their ids and labels, in form order. */
export const cardFields = {
  name: { id: "card-name", label: m.nameLabel },
  number: { id: "card-number", label: m.numberLabel },
  expiry: { id: "card-expiry", label: m.expiryLabel },
  cvc: { id: "card-cvc", label: m.cvcLabel },
} satisfies Record<keyof PaymentCardValues, SummaryField>;
const formatCvc = (text: string) => text.replace(/\D/g, "").slice(0, 4);

interface CardFieldsProps {
  form: UseFormReturn<PaymentCardValues>;
  errors: FieldErrors<PaymentCardValues>;
  /** The brand the number reads as, if any. */
  type: CardType | null;
}

/** The card's name, number, expiry and CVC, each reformatted as typed (F-160, F-161, V-20..V-24). */
export function CardFields({ form, errors, type }: CardFieldsProps) {
  const { i18n } = useLingui();
  // Registered in form order: a failed submit focuses the first field in error (B-17).
  const name$ = form.register("name");
  const number$ = form.register("number");
  const expiry$ = form.register("expiry");
  const cvc$ = form.register("cvc");
  return (
    <>
      <TextField
        id={cardFields.name.id}
        label={i18n._(m.nameLabel)}
        autoComplete="cc-name"
        error={errors.errorOf("name")}
        {...name$}
      />
      <NumberField form={form} errors={errors} type={type} number$={number$} />
      <div className="add-card__short">
        <ExpiryField form={form} errors={errors} expiry$={expiry$} />
        <TextField
          id={cardFields.cvc.id}
          label={i18n._(m.cvcLabel)}
          hint={i18n._(m.cvcHint)}
          inputMode="numeric"
          autoComplete="cc-csc"
          spellCheck={false}
          error={errors.errorOf("cvc")}
          {...cvc$}
          onChange={(event) => {
            reformatInput(event.target, formatCvc);
            return cvc$.onChange(event);
          }}
        />
      </div>
    </>
  );
}

/** The expiry, "MM / YY" as typed; the fourth digit moves on to the CVC. */
function ExpiryField({
  form,
  errors,
  expiry$,
}: Omit<CardFieldsProps, "type"> & { expiry$: UseFormRegisterReturn<"expiry"> }) {
  const { i18n } = useLingui();
  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  return (
    <TextField
      id={cardFields.expiry.id}
      label={i18n._(m.expiryLabel)}
      hint={i18n._(m.expiryHint)}
      inputMode="numeric"
      autoComplete="cc-exp"
      error={errors.errorOf("expiry")}
      {...expiry$}
      onChange={(event) => {
        const before = form.getValues("expiry").replace(/\D/g, "").length;
        reformatInput(event.target, formatExpiryAsTyped);
        const after = event.target.value.replace(/\D/g, "").length;
        const result = expiry$.onChange(event);
        // F-161, B-05: the fourth digit completes the date; the CVC is next.
        if (before < 4 && after === 4) form.setFocus("cvc");
        return result;
      }}
      onKeyDown={(event) => {
        if (backspaceOverSeparator(event, formatExpiryAsTyped))
          form.setValue("expiry", event.currentTarget.value, revalidate);
      }}
    />
  );
}

/** The number, grouped as typed, with the brand it reads as (F-160, V-21). */
function NumberField({
  form,
  errors,
  type,
  number$,
}: CardFieldsProps & { number$: UseFormRegisterReturn<"number"> }) {
  const { i18n } = useLingui();
  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  return (
    <TextField
      id={cardFields.number.id}
      label={i18n._(m.numberLabel)}
      hint={
        <>
          {i18n._(m.numberHint)}{" "}
          <span role="status" className="add-card__brand">
            {type ? i18n._({ ...m.typeRecognised, values: { brand: type.name } }) : null}
          </span>
        </>
      }
      inputMode="numeric"
      autoComplete="cc-number"
      spellCheck={false}
      error={errors.errorOf("number")}
      {...number$}
      onChange={(event) => {
        reformatInput(event.target, formatCardNumberAsTyped);
        return number$.onChange(event);
      }}
      onKeyDown={(event) => {
        if (backspaceOverSeparator(event, formatCardNumberAsTyped))
          form.setValue("number", event.currentTarget.value, revalidate);
      }}
    />
  );
}
