import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, type FieldChromeProps } from "../internal/field-frame.tsx";

export interface TextFieldProps
  extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** Forwarded to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  /** @defaultValue "text" */
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
}

/**
 * A labelled text input with an optional hint and error (visual brief: labels above fields, hints under labels,
 * errors beside the field). Every input attribute passes through, so it works controlled, uncontrolled or with
 * `register`.
 * @example <TextField label="Name" autoComplete="name" error={errors.name && i18n._(errors.name)} {...register("name")} />
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  type = "text",
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <input {...input} {...control} type={type} className="tdm-input" />}
    </FieldFrame>
  );
}
