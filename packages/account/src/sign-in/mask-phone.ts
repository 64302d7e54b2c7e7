/**
 * Masks a phone for display after a code is sent (D-29), keeping only the last four digits:
 * "(503) 555-0142" → "(•••) •••-0142". Returns the input unchanged when it has fewer than four digits.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return phone;
  return `(•••) •••-${digits.slice(-4)}`;
}
