export { CurrencyNumpad, type CurrencyNumpadProps } from "./currency-numpad.tsx";
export { pressNumpadKey } from "./numpad-amount.ts";
