import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useId, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import { pressNumpadKey } from "./numpad-amount.ts";
import "./currency-numpad.css";

const deleteDigit = msg({ id: "common.delete_digit", message: "Delete last digit" });
const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "backspace"] as const;

export interface CurrencyNumpadProps {
  /** Label of the amount, e.g. "Amount to add". */
  label: ReactNode;
  /** The amount in whole currency units (dollars); 0 when nothing is entered. */
  value: number;
  onChange: (value: number) => void;
  /** Symbol shown before the amount (from the currency in use). @defaultValue "$" */
  currencySymbol?: string;
  /** Most digits the amount may have. @defaultValue 5 */
  maxDigits?: number;
  /** @defaultValue false */
  disabled?: boolean;
}

/**
 * A keypad for whole-dollar amounts (F-167, F-168, V-32): digits append, ⌫ removes the last one, a leading zero
 * is refused and there is no decimal key. The physical keyboard works too while the keypad has focus. The cents
 * are `value × centsInDollar` of the currency, worked out by the caller.
 * @example <CurrencyNumpad label="Amount" value={dollars} onChange={setDollars} currencySymbol={currency.symbol} />
 */
export function CurrencyNumpad(props: CurrencyNumpadProps) {
  const { label, value, onChange, currencySymbol = "$", maxDigits = 5, disabled = false } = props;
  const { i18n } = useLingui();
  const labelId = useId();
  const press = (key: string) => {
    const next = pressNumpadKey(value, key, maxDigits);
    if (next !== value) onChange(next);
  };
  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return;
    if (/^\d$/.test(event.key)) press(event.key);
    else if (event.key === "Backspace") press("backspace");
    else return;
    event.preventDefault();
  }
  return (
    // The group forwards typed digits to the same keys as the on-screen pad.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="tdm-numpad" role="group" aria-labelledby={labelId} onKeyDown={onKeyDown}>
      <span id={labelId} className="tdm-numpad__label">
        {label}
      </span>
      <output className="tdm-numpad__amount" aria-live="polite" aria-labelledby={labelId}>
        {currencySymbol}
        {value.toLocaleString(i18n.locale)}
      </output>
      <div className="tdm-numpad__keys">
        {KEYS.map((key) =>
          key === "" ? (
            <span key="blank" />
          ) : (
            <button
              key={key}
              type="button"
              className="tdm-numpad__key"
              disabled={disabled}
              aria-label={key === "backspace" ? i18n._(deleteDigit) : undefined}
              onClick={() => press(key)}
            >
              {key === "backspace" ? <Icon name="backspace" /> : key}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
