import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { OTP_CODE_LENGTH } from "@tandem/validation";
import { useId, type ReactNode } from "react";
import { FieldError } from "../field-error/field-error.tsx";
import { useCodeField } from "./use-code-field.ts";
import "../internal/field-frame.css";
import "./code-field.css";

const digitLabel = msg({ id: "forms.code_digit_label", message: "Digit {position} of {length}" });

export interface CodeFieldProps {
  /** The group's visible label, e.g. "Verification code". */
  label: ReactNode;
  /** The code so far: one character per field, a space for an empty field (`"12 4"`). */
  value: string;
  /** Called with the new value after every keystroke or paste. */
  onChange: (value: string) => void;
  /** Called once the last empty field is filled, with the whole code (F-049: move on to Verify). */
  onComplete?: (code: string) => void;
  /** Number of fields (C-11). @defaultValue 6 */
  length?: number;
  /** Help under the label. */
  hint?: ReactNode;
  /** A translated error under the fields; marks them invalid. */
  error?: ReactNode;
  /** @defaultValue false */
  disabled?: boolean;
  /** Focuses the first field on mount. @defaultValue false */
  autoFocus?: boolean;
}

/**
 * Six single-digit fields for a one-time code (doc 1 §2, F-048–F-050, V-07): digits only, typing moves to the
 * next field, Backspace to the previous one, a paste or an autofilled code fills all fields, and each field is
 * labelled "Digit n of 6".
 * @example <CodeField label="Verification code" value={code} onChange={setCode} onComplete={() => verify.focus()} />
 */
export function CodeField(props: CodeFieldProps) {
  const {
    label,
    value,
    onChange,
    onComplete,
    length = OTP_CODE_LENGTH,
    hint,
    error,
    disabled = false,
    autoFocus,
  } = props;
  const { i18n } = useLingui();
  const id = useId();
  const { slots, fieldProps } = useCodeField({ value, onChange, onComplete, length });
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset
      className="tdm-field tdm-code-field"
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="tdm-fieldset__legend">{label}</legend>
      {hint && (
        <p className="tdm-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="tdm-code-field__digits">
        {slots.map((_, index) => (
          <input
            // The fields are positional and never reorder.
            key={index}
            {...fieldProps(index)}
            className="tdm-input tdm-code-field__digit"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code page exists to type the code (F-048)
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-label={i18n._({ ...digitLabel, values: { position: index + 1, length } })}
          />
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
