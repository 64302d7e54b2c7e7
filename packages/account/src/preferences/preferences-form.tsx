import { useLingui } from "@lingui/react";
import type { Subscription } from "@tandem/api-client/schemas";
import { failureMessage, useAction } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { preferencesMessages as m } from "./preferences-messages.ts";
import { initialChoices, subscriptionChanges, type SubscriptionChoices } from "./subscription-changes.ts";
import { SubscriptionList } from "./subscription-list.tsx";
import "./preferences.css";

/** What {@link PreferencesForm} takes. */
export interface PreferencesFormProps {
  /** The subscriptions as the server holds them, in its order. */
  subscriptions: readonly Subscription[];
  /** Sends the changes in one call and resolves to the subscriptions the server now holds. */
  save: (changes: SubscriptionChoices) => Promise<readonly Subscription[]>;
  /** Called after a save succeeded. */
  onSaved?: () => void;
  /** Shown under the Save button, e.g. the success alert. */
  children?: ReactNode;
}

// Field names are `choices.<key>`; keys are snake_case identifiers (contract §2.5), so none reads as a path.
interface FormValues {
  choices: SubscriptionChoices;
}

/**
 * The messaging-preferences form of `/preferences` and `/preferences-public` (F-189, F-190, D-13): a box per
 * subscription, and Save sending every changed one in one call. A failure says so inline and keeps the choices.
 */
export function PreferencesForm({ subscriptions, save, onSaved, children }: PreferencesFormProps) {
  const { i18n } = useLingui();
  const form = useForm<FormValues>({ defaultValues: { choices: initialChoices(subscriptions) } });
  const choices = useWatch({ control: form.control, name: "choices" });
  const changes = subscriptionChanges(subscriptions, choices);
  const [askedWithNothing, setAskedWithNothing] = useState(false);
  const action = useAction({
    mutationFn: save,
    // F-190: the pending changes are reset to what the server now holds.
    onSuccess: (saved) => {
      form.reset({ choices: initialChoices(saved) });
      onSaved?.();
    },
  });
  const hasChanges = Object.keys(changes).length > 0;
  const submit = form.handleSubmit(() => {
    setAskedWithNothing(!hasChanges);
    if (hasChanges) action.submit(changes);
  });
  return (
    <form noValidate className="preferences__form" onSubmit={(event) => void submit(event)}>
      <SubscriptionList subscriptions={subscriptions} register={(key) => form.register(`choices.${key}`)} />
      <FormError>{action.error && !action.isPending ? i18n._(failureMessage(action.error)) : null}</FormError>
      <div className="preferences__actions">
        <Button type="submit" loading={action.isPending}>
          {i18n._(m.save)}
        </Button>
        <p className="preferences__nothing" role="status">
          {askedWithNothing && !hasChanges ? i18n._(m.nothingToSave) : ""}
        </p>
      </div>
      {children}
    </form>
  );
}
