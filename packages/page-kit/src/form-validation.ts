import type { MouseEvent } from "react";

/**
 * When every form of the app checks its fields (V-09), spread into react-hook-form's `useForm`: a field is first
 * checked when the member leaves it (and on submit), and from then on at every change, so typing into a field
 * with an error clears it at once, while a field being typed into for the first time shows no error yet.
 * @example useForm<Values>({ ...FIELD_VALIDATION, resolver: zodResolver(schema), defaultValues })
 */
export const FIELD_VALIDATION = { mode: "onTouched", reValidateMode: "onChange" } as const;

/**
 * For a form's submit button, with {@link FIELD_VALIDATION}: pressing it leaves focus in the field, so the field's
 * error (checked when it is left) cannot appear between press and release and move the button from under the
 * pointer, losing the tap; submitting checks every field anyway. Keyboard use is unchanged.
 * @example <Button type="submit" {...SUBMIT_KEEPS_FOCUS}>Send</Button>
 */
export const SUBMIT_KEEPS_FOCUS = {
  onMouseDown: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
} as const;
