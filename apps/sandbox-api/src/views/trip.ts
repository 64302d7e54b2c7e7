import type { MobilityTrip } from "@tandem/api-client/schemas";
import { addressNear } from "../seed/places.ts";
import type { VendorServiceRecord } from "../state/catalog-records.ts";
import type { TripRecord } from "../state/catalog-records.ts";
import { optionalImageView } from "./image.ts";
import { money, type ViewContext } from "./view-context.ts";

/** `VendorService` (contract §2.6). */
export function vendorServiceView(service: VendorServiceRecord) {
  return {
    id: service.id,
    name: service.name,
    slug: service.slug,
    vendorName: service.vendorName,
    vendorSlug: service.vendorSlug,
  };
}

function decimal(value: number): string {
  return value.toFixed(7);
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function chargeView(ctx: ViewContext, trip: TripRecord, service: VendorServiceRecord) {
  if (trip.customerCostCents === null || trip.undiscountedCostCents === null || trip.minutes === null)
    return null;
  const lineItems = [];
  if (service.surchargeCents > 0) {
    lineItems.push({
      amount: money(service.surchargeCents),
      memo: ctx.lang === "es" ? "Tarifa de desbloqueo" : "Unlock fee",
    });
  }
  const rideCents = trip.customerCostCents - Math.min(service.surchargeCents, trip.customerCostCents);
  const perMinute = dollars(service.unitCents);
  lineItems.push({
    amount: money(rideCents),
    memo:
      ctx.lang === "es"
        ? `Viaje (${trip.minutes} min a ${perMinute}/min)`
        : `Ride (${trip.minutes} min @ ${perMinute}/min)`,
  });
  return {
    undiscountedCost: money(trip.undiscountedCostCents),
    customerCost: money(trip.customerCostCents),
    savings: money(trip.undiscountedCostCents - trip.customerCostCents),
    lineItems,
  };
}

/** `MobilityTrip` (contract §2.6): decimals as strings, end fields null while ongoing. */
export function tripView(ctx: ViewContext, trip: TripRecord): MobilityTrip {
  const service = ctx.db.t.services.get(trip.serviceId);
  if (!service) throw new Error(`Trip ${trip.id} has no vendor service ${trip.serviceId}`);
  const ended = trip.endedAt !== null && trip.endLat !== null && trip.endLng !== null;
  return {
    id: trip.id,
    vehicleId: trip.vehicleId,
    vehicleType: service.vehicleType,
    provider: vendorServiceView(service),
    beginLat: decimal(trip.beginLat),
    beginLng: decimal(trip.beginLng),
    beginAddress: addressNear(trip.beginLat, trip.beginLng),
    beganAt: trip.beganAt,
    endLat: ended ? decimal(trip.endLat ?? 0) : null,
    endLng: ended ? decimal(trip.endLng ?? 0) : null,
    endAddress: ended ? addressNear(trip.endLat ?? 0, trip.endLng ?? 0) : null,
    endedAt: trip.endedAt,
    ongoing: !ended,
    charge: ended ? chargeView(ctx, trip, service) : null,
    minutes: trip.minutes,
    image: optionalImageView(ctx, trip.imageId),
  };
}
