import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { createCard } from "@tandem/api-client";
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { useStaticStrings } from "@tandem/i18n/react";
import { type CardProviderSettings, FIELD_VALIDATION, SUBMIT_KEEPS_FOCUS, useAction } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { TextField } from "@tandem/ui/text-field";
import {
  detectCardType,
  formatCardNumberAsTyped,
  formatExpiryAsTyped,
  parseExpiry,
  paymentCardSchema,
  type PaymentCardValues,
} from "@tandem/validation";
import { useEffect, useRef, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useFieldErrors } from "../forms/use-field-errors.ts";
import { LinkUnconfirmed } from "../payments/instrument-write.ts";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { useLinkOnce } from "../payments/use-link-once.ts";
import { addCardMessages as m } from "./add-card-messages.ts";
import { CARD_PROVIDER_STRINGS, cardFailureText } from "./card-failure.ts";
import { CardPreview } from "./card-preview.tsx";
import { backspaceOverSeparator, reformatInput } from "./formatted-input.ts";

const fields = {
  name: { id: "card-name", label: m.nameLabel },
  number: { id: "card-number", label: m.numberLabel },
  expiry: { id: "card-expiry", label: m.expiryLabel },
  cvc: { id: "card-cvc", label: m.cvcLabel },
};
const formatCvc = (text: string) => text.replace(/\D/g, "").slice(0, 4);

/** The card as the provider takes it. */
function cardDetails(card: PaymentCardValues) {
  const parsed = parseExpiry(card.expiry);
  return {
    name: card.name.trim(),
    number: card.number,
    expMonth: parsed?.month ?? "",
    expYear: parsed?.year ?? "",
    cvc: card.cvc.trim(),
  };
}

interface CardFormProps {
  cardProvider: CardProviderSettings;
  onAdded: (added: PaymentInstrumentMutation) => void;
  /** Back, beside the submit button. */
  back: ReactNode;
}

/**
 * The add-card form (F-160..F-163, V-20..V-24, B-05): name, number grouped as typed, expiry "MM / YY" moving on to
 * the CVC when complete, CVC; a live preview. Submit tokenises the card at the provider (the card goes nowhere
 * else, S-14), then saves the token with `create_stripe` under the full-screen loader; a failure shows inline with
 * everything still typed.
 */
export function CardForm({ cardProvider, onAdded, back }: CardFormProps) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const submitButton = useRef<HTMLButtonElement>(null);
  useStaticStrings(CARD_PROVIDER_STRINGS);
  const form = useForm<PaymentCardValues>({
    resolver: zodResolver(paymentCardSchema),
    ...FIELD_VALIDATION,
    shouldFocusError: true,
    defaultValues: { name: "", number: "", expiry: "", cvc: "" },
  });
  const errors = useFieldErrors(form, { fields });
  const [name = "", number = "", expiry = ""] = useWatch({
    control: form.control,
    name: ["name", "number", "expiry"],
  });
  const type = detectCardType(number);
  // Once the card is saved the page moves on: a late second tap must not save it again.
  const added = useRef(false);
  // The card as typed, for the one request that tokenises it: never the mutation's variables, which the query
  // cache keeps after the request (S-14: the number and CVC must not outlive it).
  const typed = useRef<PaymentCardValues | null>(null);
  const once = useLinkOnce();
  const add = useAction({
    mutationFn: async () => {
      const card = typed.current;
      typed.current = null;
      const earlier = await once.earlierLinked(api);
      if (earlier) return earlier;
      if (!card) throw new Error("No card to add");
      const token = await tokenizeCard(cardDetails(card), cardProvider);
      const last4 = token.card?.last4;
      return once.send(
        api,
        (each) => each.paymentMethodType === "card" && (last4 === undefined || each.last4 === last4),
        () => createCard(api, token),
      );
    },
    onSuccess: (card) => {
      once.settle(null);
      added.current = true;
      // The page moves on; what was typed is dropped from the form's state too.
      form.reset();
      onAdded(card);
    },
    onError: once.settle,
  });
  useEffect(() => {
    if (add.error) submitButton.current?.focus();
  }, [add.error]);
  const revalidate = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
  // Registered in form order: a failed submit focuses the first field in error (B-17).
  const name$ = form.register("name");
  const number$ = form.register("number");
  const expiry$ = form.register("expiry");
  const cvc$ = form.register("cvc");
  return (
    <div className="add-card">
      <div className="add-card__preview">
        <CardPreview name={name} number={number} expiry={expiry} type={type} />
      </div>
      <div className="add-card__form">
        <ErrorSummary items={errors.summary} />
        <form
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit((card) => {
              if (added.current || add.isPending) return;
              typed.current = card;
              add.submit();
            })(event)
          }
        >
          <fieldset className="payment-form__fields" disabled={add.isPending}>
            <TextField
              id={fields.name.id}
              label={i18n._(m.nameLabel)}
              autoComplete="cc-name"
              error={errors.errorOf("name")}
              {...name$}
            />
            <TextField
              id={fields.number.id}
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
            <div className="add-card__short">
              <TextField
                id={fields.expiry.id}
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
              <TextField
                id={fields.cvc.id}
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
            <FormError>
              {add.error instanceof LinkUnconfirmed
                ? i18n._(pm.unconfirmed)
                : add.error
                  ? cardFailureText(i18n, add.error)
                  : null}
            </FormError>
            <div className="payment-form__actions">
              {back}
              <Button ref={submitButton} type="submit" {...SUBMIT_KEEPS_FOCUS} loading={add.isPending}>
                {i18n._(m.submit)}
              </Button>
            </div>
          </fieldset>
        </form>
      </div>
      {add.isPending && <ScreenLoader cover="veil" label={i18n._(pm.sending)} />}
    </div>
  );
}
