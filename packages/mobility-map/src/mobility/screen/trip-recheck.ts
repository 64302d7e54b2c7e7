/** Reserve failures after which the trip may have begun after all. */
export const TRIP_UNKNOWN_CODES = new Set(["network_error", "ongoing_trip"]);
/** End-trip failures after which the trip may have ended all the same: a lost answer, or a retry refused for that. */
export const TRIP_END_UNKNOWN_CODES = new Set(["network_error", "no_active_trip"]);
/** When the member is read again after such a failure: at once, and once the server has surely answered. */
const TRIP_RECHECK_DELAYS_MS = [0, 5000];

/** Reads `read` at each of {@link TRIP_RECHECK_DELAYS_MS} and gives what it found to `found`; a failed read is let go. */
export function recheckTrip<T>(read: () => Promise<T>, found: (value: T) => void) {
  for (const delay of TRIP_RECHECK_DELAYS_MS) {
    setTimeout(() => {
      void read()
        .then(found)
        .catch(() => undefined);
    }, delay);
  }
}
