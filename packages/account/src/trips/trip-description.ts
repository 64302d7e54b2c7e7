import type { I18n } from "@lingui/core";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { tripsMessages as m } from "./trips-messages.ts";

/** "<vendor> <vehicle> ride • <minutes> min" (F-180), e.g. "Lime Scooter ride • 7 min". */
export function tripDescription(i18n: I18n, trip: MobilityTrip): string {
  return i18n._({
    ...m.description,
    values: {
      vendor: trip.provider.vendorName,
      vehicle: i18n._(m[trip.vehicleType]),
      minutes: trip.minutes ?? 0,
    },
  });
}
