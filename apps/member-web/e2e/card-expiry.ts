/**
 * A card expiry the journeys type: December, five years after the current one, so the card is never expired
 * whichever day the journeys run (a fixed "12 / 30" would be from January 2031). `typed` is the digits a member
 * types, `shown` the field's value once formatted (F-161), `slashed` what a member pastes.
 */
export function futureCardExpiry(now = new Date()) {
  const year = String((now.getFullYear() + 5) % 100).padStart(2, "0");
  return { typed: `12${year}`, shown: `12 / ${year}`, slashed: `12/${year}` };
}
