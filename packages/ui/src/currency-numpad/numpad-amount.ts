/**
 * The whole-dollar amount after one numpad key (F-168, V-32): a digit is appended, except that a 0 while the
 * amount is zero is ignored (no leading zero); backspace drops the last digit and does nothing at zero. Keys
 * that would make the amount longer than `maxDigits` are ignored.
 */
export function pressNumpadKey(amount: number, key: string, maxDigits: number): number {
  if (key === "backspace") return Math.floor(amount / 10);
  if (!/^\d$/.test(key)) return amount;
  if (amount === 0) return Number(key);
  if (String(amount).length >= maxDigits) return amount;
  return amount * 10 + Number(key);
}
