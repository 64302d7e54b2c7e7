import { useId, type ReactNode } from "react";
import { FieldError } from "../field-error/field-error.tsx";
import "../internal/field-frame.css";
import "../checkbox/checkbox.css";
import "./radio-group.css";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line of help under the choice. */
  hint?: ReactNode;
  /** @defaultValue false */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, shown as the group's legend. */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The chosen value; `undefined` when nothing is chosen yet. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Form field name of the radios. @defaultValue a generated name */
  name?: string;
  /** Help under the legend. */
  hint?: ReactNode;
  /** A translated error under the choices; marks them invalid. */
  error?: ReactNode;
}

/**
 * A question with one answer from a few choices (F-148: fulfillment options), as native radios in a fieldset so
 * arrow keys move between them.
 * @example <RadioGroup legend="Pickup" options={options} value={choice} onChange={setChoice} />
 */
export function RadioGroup({ legend, options, value, onChange, name, hint, error }: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? `radio-${id}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`tdm-field tdm-radio-group${error ? " tdm-radio-group--invalid" : ""}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="tdm-fieldset__legend">{legend}</legend>
      {hint && (
        <p className="tdm-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="tdm-radio">
            <input
              id={optionId}
              className="tdm-radio__input"
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              onChange={() => onChange(option.value)}
            />
            <label className="tdm-radio__label" htmlFor={optionId}>
              {option.label}
              {option.hint && (
                <span className="tdm-radio__hint" id={`${optionId}-hint`}>
                  {option.hint}
                </span>
              )}
            </label>
          </div>
        );
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
