import type { MessageDescriptor } from "@lingui/core";
import type { VehicleType } from "../../core/decode-vehicles.ts";
import { mapMessages as m } from "../map-messages.ts";

/** A vehicle type's name (E-bike, E-scooter). */
export const VEHICLE_TYPE_NAMES: Record<VehicleType, MessageDescriptor> = {
  ebike: m.ebike,
  escooter: m.escooter,
};

/** The distance words of the list: metres to the nearest 10 under 1 km, then kilometres with one decimal. */
export function distanceWords(metres: number, locale: string): [MessageDescriptor, { distance: string }] {
  if (metres < 1000) return [m.metresAway, { distance: String(Math.max(10, Math.round(metres / 10) * 10)) }];
  const km = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(metres / 1000);
  return [m.kilometresAway, { distance: km }];
}
