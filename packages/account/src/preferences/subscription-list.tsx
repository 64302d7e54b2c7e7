import { useLingui } from "@lingui/react";
import type { Subscription } from "@tandem/api-client/schemas";
import type { UseFormRegisterReturn } from "react-hook-form";
import { preferencesMessages as m } from "./preferences-messages.ts";
import { SubscriptionField } from "./subscription-field.tsx";
import { subscriptionLabel } from "./subscription-labels.ts";

interface SubscriptionListProps {
  subscriptions: readonly Subscription[];
  /** The form's registration of a subscription's box, by key. */
  register: (key: string) => UseFormRegisterReturn;
}

/** The subscriptions in the server's order under one legend; a key without words of its own is left out (F-189). */
export function SubscriptionList({ subscriptions, register }: SubscriptionListProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="preferences__fieldset">
      <legend className="preferences__legend">{i18n._(m.legend)}</legend>
      <ul className="preferences__list">
        {subscriptions.map((subscription) => {
          const label = subscriptionLabel(subscription.key);
          if (!label) return null;
          return (
            <SubscriptionField
              key={subscription.key}
              subscription={subscription}
              label={label}
              field={register(subscription.key)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}
