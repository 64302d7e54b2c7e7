import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { fieldMessage } from "@tandem/page-kit";
import type { ErrorSummaryItem } from "@tandem/ui/error-summary";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// A summary line names its field: five "This field is required." in a row would not say which fields.
const summaryLine = msg({ id: "forms.error_summary_item", message: "{field}: {error}" });

/** A field as the error summary names and links it. */
export interface SummaryField {
  /** The id of the field's control. */
  id: string;
  /** The field's label. */
  label: MessageDescriptor;
}

/** Options of {@link useFieldErrors}. */
export interface FieldErrorsOptions<T extends FieldValues> {
  /** Every field that can be wrong, in the order of the form (the summary lists errors in this order). */
  fields: Partial<Record<Path<T>, SummaryField>>;
  /** The `{constraint}` of a field's length rule, e.g. `{ zip: 5 }` (V-12: "Must be at least 5 characters."). */
  constraints?: Partial<Record<Path<T>, number>>;
}

/** What {@link useFieldErrors} gives a form. */
export interface FieldErrors<T extends FieldValues> {
  /** The translated error of one field, for beside it; undefined when it is valid. */
  errorOf: (name: Path<T>) => string | undefined;
  /** The errors for the summary at the top, in form order, each naming its field; empty before a submit. */
  summary: ErrorSummaryItem[];
  /** Changes on every submit: the summary takes focus then. */
  submitCount: number;
}

/**
 * A react-hook-form form's errors (message ids from `@tandem/validation`) translated twice over: beside each field
 * and in the error summary at the top, which names and links each field (visual brief, B-17).
 * @example const errors = useFieldErrors(form, { fields: { name: { id: "signup-name", label: m.nameLabel } } });
 *          <ErrorSummary items={errors.summary} focusKey={errors.submitCount} />
 */
export function useFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "formState">,
  { fields, constraints = {} }: FieldErrorsOptions<T>,
): FieldErrors<T> {
  const { i18n } = useLingui();
  const { errors, submitCount } = form.formState;
  const errorOf = (name: Path<T>) => {
    const id = errors[name]?.message;
    if (typeof id !== "string" || id === "") return undefined;
    return i18n._({ ...fieldMessage(id), values: { constraint: constraints[name] } });
  };
  const named = Object.entries(fields) as [Path<T>, SummaryField][];
  const summary =
    submitCount === 0
      ? []
      : named.flatMap(([name, field]) => {
          const error = errorOf(name);
          if (!error) return [];
          return [
            {
              fieldId: field.id,
              message: i18n._({ ...summaryLine, values: { field: i18n._(field.label), error } }),
            },
          ];
        });
  return { errorOf, summary, submitCount };
}
