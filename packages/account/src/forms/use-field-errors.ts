import { useLingui } from "@lingui/react";
import { fieldMessage } from "@tandem/page-kit";
import type { ErrorSummaryItem } from "@tandem/ui/error-summary";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Options of {@link useFieldErrors}. */
export interface FieldErrorsOptions<T extends FieldValues> {
  /** The id of each field's control, in the order of the form (the summary lists errors in this order). */
  fieldIds: Partial<Record<Path<T>, string>>;
  /** The `{constraint}` of a field's length rule, e.g. `{ zip: 5 }` (V-12: "Must be at least 5 characters."). */
  constraints?: Partial<Record<Path<T>, number>>;
}

/** What {@link useFieldErrors} gives a form. */
export interface FieldErrors<T extends FieldValues> {
  /** The translated error of one field, for beside it; undefined when it is valid. */
  errorOf: (name: Path<T>) => string | undefined;
  /** The errors for the summary at the top, in form order; empty until the first submit (GOV.UK habit). */
  summary: ErrorSummaryItem[];
  /** Changes on every submit: the summary takes focus then. */
  submitCount: number;
}

/**
 * A react-hook-form form's errors (message ids from `@tandem/validation`) translated twice over: beside each field
 * and in the error summary at the top, which links to the fields by id (visual brief, B-17).
 * @example const errors = useFieldErrors(form, { fieldIds: { name: "signup-name" } });
 *          <ErrorSummary items={errors.summary} focusKey={errors.submitCount} />
 */
export function useFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  { fieldIds, constraints = {} }: FieldErrorsOptions<T>,
): FieldErrors<T> {
  const { i18n } = useLingui();
  const { errors, submitCount } = form.formState;
  const errorOf = (name: Path<T>) => {
    const id = errors[name]?.message;
    if (typeof id !== "string" || id === "") return undefined;
    return i18n._({ ...fieldMessage(id), values: { constraint: constraints[name] } });
  };
  const named = Object.entries(fieldIds) as [Path<T>, string][];
  const summary =
    submitCount === 0
      ? []
      : named.flatMap(([name, fieldId]) => {
          const message = errorOf(name);
          return message ? [{ fieldId, message }] : [];
        });
  return { errorOf, summary, submitCount };
}
