import { useLingui } from "@lingui/react";
import type { Subscription } from "@tandem/api-client/schemas";
import { Checkbox } from "@tandem/ui/checkbox";
import type { UseFormRegisterReturn } from "react-hook-form";
import { preferencesMessages as m } from "./preferences-messages.ts";
import type { SubscriptionLabel } from "./subscription-labels.ts";

interface SubscriptionFieldProps {
  subscription: Subscription;
  label: SubscriptionLabel;
  /** The form's registration of this subscription's box (used only when it is editable). */
  field: UseFormRegisterReturn;
}

/**
 * One subscription as F-189 and doc 2 §4 say: `on` → a box the member can tick, `off` → the same box shown
 * disabled (with why), `hidden` → the name and description as plain text, no box.
 */
export function SubscriptionField({ subscription, label, field }: SubscriptionFieldProps) {
  const { i18n } = useLingui();
  const title = <span className="preferences__name">{i18n._(label.title)}</span>;
  const description = i18n._(label.description);
  if (subscription.editableState === "hidden") {
    return (
      <li className="preferences__item preferences__item--text">
        <p className="preferences__text">{title}</p>
        <p className="preferences__hint">{description}</p>
      </li>
    );
  }
  const editable = subscription.editableState === "on";
  return (
    <li className="preferences__item">
      {editable ? (
        <Checkbox label={title} hint={description} {...field} />
      ) : (
        // Not registered: the server refuses a change to it (contract §5.6), so the form never holds one.
        <Checkbox
          label={title}
          hint={`${description} ${i18n._(m.notEditable)}`}
          checked={subscription.optedIn}
          disabled
          readOnly
        />
      )}
    </li>
  );
}
