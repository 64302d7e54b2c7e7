/**
 * The month a card expires, "MM/YY" (F-156). The API's `expiresAt` is the first instant of the month after
 * expiry, in UTC (contract §2.3), so the expiry month is the one just before it.
 * @example cardExpiryText("2029-02-01T00:00:00.000Z") // "01/29"
 */
export function cardExpiryText(expiresAt: string): string {
  const last = new Date(new Date(expiresAt).getTime() - 1);
  const month = String(last.getUTCMonth() + 1).padStart(2, "0");
  const year = String(last.getUTCFullYear() % 100).padStart(2, "0");
  return `${month}/${year}`;
}
