import { formatPhoneAsTyped } from "@tandem/validation";
import type { ChangeEvent } from "react";
import { TextField, type TextFieldProps } from "../text-field/text-field.tsx";

export type PhoneFieldProps = Omit<TextFieldProps, "type" | "inputMode">;

/**
 * A US phone field that formats as the member types, `(503) 555-1234` (doc 1 §5: auto-formatted while typing;
 * input starting with 0 or 1 is cleared), using the one rule in `@tandem/validation`. The formatted value is
 * written back before `onChange` runs, so controlled state and react-hook-form both receive it.
 * @example <PhoneField label="Phone number" {...register("phone")} error={...} />
 */
export function PhoneField({ onChange, autoComplete = "tel-national", ...field }: PhoneFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = formatPhoneAsTyped(event.target.value);
    onChange?.(event);
  }
  return (
    <TextField {...field} type="tel" inputMode="tel" autoComplete={autoComplete} onChange={handleChange} />
  );
}
