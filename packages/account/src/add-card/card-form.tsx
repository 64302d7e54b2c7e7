import { useLingui } from "@lingui/react";
import { createCard } from "@tandem/api-client";
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { useStaticStrings } from "@tandem/i18n/react";
import type { CardProviderSettings } from "@tandem/page-kit";
import { detectCardType, parseExpiry, paymentCardSchema, type PaymentCardValues } from "@tandem/validation";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { InstrumentFormFrame } from "../payments/instrument-form.tsx";
import { useInstrumentForm } from "../payments/use-instrument-form.ts";
import { addCardMessages as m } from "./add-card-messages.ts";
import { CARD_PROVIDER_STRINGS, cardFailureText } from "./card-failure.ts";
import { cardFields, CardFields } from "./card-fields.tsx";
import { CardPreview } from "./card-preview.tsx";

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
  useStaticStrings(CARD_PROVIDER_STRINGS);
  const scaffold = useInstrumentForm<PaymentCardValues, PaymentCardValues>({
    schema: paymentCardSchema,
    defaultValues: { name: "", number: "", expiry: "", cvc: "" },
    fields: cardFields,
    write: async (card, send) => {
      const token = await tokenizeCard(cardDetails(card), cardProvider);
      const last4 = token.card?.last4;
      return send(
        (each) => each.paymentMethodType === "card" && (last4 === undefined || each.last4 === last4),
        () => createCard(api, token),
      );
    },
    onLinked: onAdded,
  });
  const [name = "", number = "", expiry = ""] = useWatch({
    control: scaffold.form.control,
    name: ["name", "number", "expiry"],
  });
  const type = detectCardType(number);
  return (
    <div className="add-card">
      <div className="add-card__preview">
        <CardPreview name={name} number={number} expiry={expiry} type={type} />
      </div>
      <div className="add-card__form">
        <InstrumentFormFrame
          scaffold={scaffold}
          failureText={(error) => cardFailureText(i18n, error)}
          submitLabel={m.submit}
          back={back}
        >
          <CardFields form={scaffold.form} errors={scaffold.errors} type={type} />
        </InstrumentFormFrame>
      </div>
    </div>
  );
}
