import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldChromeProps } from "../internal/field-frame.tsx";
import "./select.css";

/** One entry of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends FieldChromeProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  options: readonly SelectOption[];
  /** A first, unselectable entry shown while nothing is chosen (doc 1 §5: "choose organization"). */
  placeholder?: ReactNode;
  /** Forwarded to the select (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select (the phone's own picker on mobile) with Tandem's look.
 * @example <Select label="State" placeholder="Choose a state" options={provinces} {...register("state")} />
 */
export function Select({
  label,
  hint,
  error,
  optional,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  // A disabled placeholder is only shown when it is selected: start on it unless a value is given.
  const start = placeholder !== undefined && select.value === undefined && select.defaultValue === undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <span className="tdm-select">
          <select
            {...(start ? { defaultValue: "" } : {})}
            {...select}
            {...control}
            className="tdm-input tdm-select__control"
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </FieldFrame>
  );
}
