import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { FieldError } from "../field-error/field-error.tsx";
import "./checkbox.css";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** The label beside the box; may hold links (e.g. the terms at sign-in). */
  label: ReactNode;
  /** Help under the label, linked with `aria-describedby` (D-23: why a button waits for the box). */
  hint?: ReactNode;
  /** A translated error under the box; marks it invalid. */
  error?: ReactNode;
  /** Forwarded to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label to the right and the whole row as a 44 px touch target.
 * @example <Checkbox label={<Trans id="auth.agree_terms">I agree to the <a href="…">terms</a></Trans>} {...register("terms")} />
 */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={["tdm-checkbox", className].filter(Boolean).join(" ")}>
      <div className="tdm-checkbox__row">
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className="tdm-checkbox__input"
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
        />
        <label className="tdm-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p className="tdm-checkbox__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
