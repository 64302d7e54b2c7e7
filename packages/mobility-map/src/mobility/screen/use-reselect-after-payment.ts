import type { MapVehicle } from "../../core/decode-vehicles.ts";
import type { DrawerState } from "../../core/drawer-machine.ts";
import { CASH_BALANCE, useAfterBalancePaid } from "./use-after-balance-paid.ts";

/**
 * The vehicle to ask for again once the member has paid what they owe, or null: the vehicle card's
 * vehicle; or the vehicle of a provider the map said the balance blocks (no vehicle asked for yet), now without that
 * prohibition, so its detail says whether anything else still stands in the way.
 */
export function vehicleAfterPayment(shown: DrawerState): MapVehicle | null {
  if (shown.kind === "vehicle") return shown.vehicle;
  if (shown.kind === "prohibited" && shown.reason.replace(/^errors\./, "") === CASH_BALANCE)
    return { ...shown.vehicle, provider: { ...shown.vehicle.provider, usageProhibitedReason: null } };
  return null;
}

/** Paying what the member owes (from the vehicle card) unblocks the ride: the vehicle is asked again. */
export function useReselectAfterPayment(
  latest: { readonly current: DrawerState },
  select: (vehicle: MapVehicle) => Promise<void>,
): void {
  useAfterBalancePaid(() => {
    const vehicle = vehicleAfterPayment(latest.current);
    if (vehicle) void select(vehicle);
  });
}
