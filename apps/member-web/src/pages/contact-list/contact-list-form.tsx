import { useLingui } from "@lingui/react";
import { fieldMessage, SUBMIT_KEEPS_FOCUS } from "@tandem/page-kit";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Checkbox } from "@tandem/ui/checkbox";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { ContactListFields, fieldLabels } from "./contact-list-fields.tsx";
import { FIELD_ORDER, fieldId, type ContactListValues } from "./contact-list-form-values.ts";
import { contactListMessages as m } from "./contact-list-messages.ts";

interface ContactListFormProps {
  form: UseFormReturn<ContactListValues>;
  organizations: string[];
  onSubmit: (values: ContactListValues) => void;
  pending: boolean;
  /** The translated message of a failed sign-up, shown under the form (F-080). */
  failure: string | null;
  /** Where Back leads, the event kept. */
  backTo: string;
}

/**
 * The sign-up form in GOV.UK habits: the summary of what is wrong at the top once submitted, each message beside
 * its field too, focus on the summary (whose links lead to the fields); Sign up waits for the agreement box and says why (D-23).
 */
export function ContactListForm({
  form,
  organizations,
  onSubmit,
  pending,
  failure,
  backTo,
}: ContactListFormProps) {
  const { i18n } = useLingui();
  const agreed = useWatch({ control: form.control, name: "agreed" });
  const { errors, submitCount } = form.formState;
  const summary = FIELD_ORDER.flatMap((field) => {
    const id = errors[field]?.message;
    if (!id || submitCount === 0) return [];
    // GOV.UK: each line says which question it is about, as the generic messages do not.
    const label = i18n._(fieldLabels[field]);
    const message = `${label}${label.endsWith("?") ? "" : ":"} ${i18n._(fieldMessage(id))}`;
    return [{ fieldId: fieldId(field), message }];
  });
  return (
    <form
      noValidate
      className="contact-list__form"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <ErrorSummary items={summary} focusKey={submitCount} />
      <ContactListFields form={form} organizations={organizations} />
      <Checkbox
        id="contact-list-agreed"
        label={i18n._(m.agree)}
        hint={agreed ? undefined : i18n._(m.agreeNeeded)}
        {...form.register("agreed")}
      />
      <FormError>{failure}</FormError>
      <div className="contact-list__actions">
        <Link className={buttonClassName({ variant: "secondary", outline: true })} to={backTo}>
          {i18n._(m.back)}
        </Link>
        <Button
          type="submit"
          {...SUBMIT_KEEPS_FOCUS}
          disabled={!agreed}
          loading={pending}
          aria-describedby={agreed ? undefined : "contact-list-agreed-hint"}
        >
          {i18n._(m.submit)}
        </Button>
      </div>
    </form>
  );
}
