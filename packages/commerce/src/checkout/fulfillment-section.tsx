import { useLingui } from "@lingui/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { Markdown } from "@tandem/ui/markdown";
import { RadioGroup } from "@tandem/ui/radio-group";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { MapsLink } from "./maps-link.tsx";
import { checkoutSections } from "./use-section-focus.ts";

export interface FulfillmentSectionProps {
  checkout: Checkout;
  /** The chosen option's id, if any. */
  value: number | undefined;
  onChange: (optionId: number) => void;
  error?: string | undefined;
}

/**
 * How the member gets the order (F-133, F-134): the offering's prompt and instructions, a radio per option, and
 * each option's address opening the maps service.
 */
export function FulfillmentSection({ checkout, value, onChange, error }: FulfillmentSectionProps) {
  const { i18n } = useLingui();
  const { offering } = checkout;
  const options = checkout.availableFulfillmentOptions;
  const located = options.filter((option) => option.address);
  return (
    <section className="checkout-section" id={checkoutSections.fulfillment}>
      <RadioGroup
        legend={
          offering.fulfillmentPrompt ? (
            <Markdown text={offering.fulfillmentPrompt} />
          ) : (
            i18n._(m.fulfillmentTitle)
          )
        }
        hint={
          offering.fulfillmentInstructions ? <Markdown text={offering.fulfillmentInstructions} /> : undefined
        }
        name="fulfillment-option"
        value={value === undefined ? undefined : String(value)}
        onChange={(chosen) => onChange(Number(chosen))}
        error={error}
        options={options.map((option) => ({
          value: String(option.id),
          label: <Markdown text={option.description} />,
        }))}
      />
      {located.length > 0 && (
        <ul className="checkout-addresses">
          {located.map((option) => (
            <li key={option.id}>
              <MapsLink option={option} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
