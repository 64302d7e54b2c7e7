import type { MapProvider, MapVehicle, MobilityMap } from "@tandem/api-client/schemas";
import { usageProhibitedReason } from "../domain/members.ts";
import { availableVehicles, epochAt, PRECISION, REFRESH_MS, scaledPosition } from "../domain/vehicles.ts";
import type { VendorServiceRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { money, type ViewContext } from "./view-context.ts";

export interface Bounds {
  sw: [number, number];
  ne: [number, number];
}

/** Spread radius of vehicles sharing a spot, in scaled units (contract §4.1: ≈160). */
const SPREAD = 160;

function providerView(service: VendorServiceRecord, reason: string | null): MapProvider {
  return {
    id: service.pricingId,
    name: service.name,
    slug: service.slug,
    vendorName: service.vendorName,
    vendorSlug: service.vendorSlug,
    rate: {
      id: service.rateId,
      surcharge: money(service.surchargeCents),
      unitAmount: money(service.unitCents),
    },
    usageProhibitedReason: reason,
  };
}

interface Placed {
  c: [number, number];
  service: VendorServiceRecord;
  vehicleId: string;
}

// Ruby's `round` takes halves away from zero; `Math.round` takes them up.
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The backend's spreading of vehicles at one spot: evenly round a circle of radius {@link SPREAD}, the first half a
 * step past "up" so no two stack vertically; vehicles are counted type by type, in the order the types appear.
 */
function spreadOffsets(count: number): [number, number][] {
  const step = (2 * Math.PI) / count;
  return Array.from({ length: count }, (_, index) => {
    const angle = step * index + step * 0.5;
    return [roundHalfAway(SPREAD * Math.cos(angle)), roundHalfAway(SPREAD * Math.sin(angle))];
  });
}

function withOffsets(
  placed: Placed[],
  providerIndex: Map<number, number>,
): (MapVehicle & { type: string })[] {
  const types = [...new Set(placed.map((item) => item.service.vehicleType))];
  const byType = types.flatMap((type) => placed.filter((item) => item.service.vehicleType === type));
  const atSpot = new Map<string, Placed[]>();
  for (const item of byType) atSpot.set(item.c.join(","), [...(atSpot.get(item.c.join(",")) ?? []), item]);
  return placed.map((item) => {
    const spot = atSpot.get(item.c.join(",")) ?? [item];
    const twins = spot.filter((other) => other.service.id === item.service.id);
    const vehicle: MapVehicle & { type: string } = {
      c: item.c,
      p: providerIndex.get(item.service.id) ?? 0,
      type: item.service.vehicleType,
    };
    if (twins.length > 1) vehicle.d = item.vehicleId;
    if (spot.length > 1) vehicle.o = spreadOffsets(spot.length)[spot.indexOf(item)];
    return vehicle;
  });
}

/** `GET /mobility/map` (contract §4.1): providers as an array indexed by `p`, vehicles by type. */
export function mobilityMapView(
  ctx: ViewContext,
  member: MemberRecord,
  bounds: Bounds,
  types: string[],
): MobilityMap {
  const epoch = epochAt(ctx.nowMs);
  const [south, west] = bounds.sw.map((value) => Math.trunc(value * PRECISION)) as [number, number];
  const [north, east] = bounds.ne.map((value) => Math.trunc(value * PRECISION)) as [number, number];
  const placed: Placed[] = [];
  for (const vehicle of availableVehicles(ctx.db)) {
    const service = ctx.db.t.services.get(vehicle.serviceId);
    if (!service || (types.length > 0 && !types.includes(service.vehicleType))) continue;
    const c = scaledPosition(vehicle, epoch);
    if (c[0] >= south && c[0] <= north && c[1] >= west && c[1] <= east)
      placed.push({ c, service, vehicleId: vehicle.vehicleId });
  }
  const services = [...new Map(placed.map((item) => [item.service.id, item.service])).values()].sort(
    (a, b) => a.id - b.id,
  );
  const providerIndex = new Map(services.map((service, index) => [service.id, index]));
  // Each provider's own reason: a free rate needs no payment method (contract §4.1).
  const reason = (service: VendorServiceRecord) => usageProhibitedReason(ctx.db, member, ctx.nowMs, service);
  const map: Record<string, unknown> = {
    precision: PRECISION,
    refresh: REFRESH_MS,
    providers: services.map((service) => providerView(service, reason(service))),
  };
  for (const vehicle of withOffsets(placed, providerIndex)) {
    const { type, ...rest } = vehicle;
    map[type] = [...((map[type] as MapVehicle[] | undefined) ?? []), rest];
  }
  // `escooter`/`ebike` are absent when empty (contract §4.1); the schema's defaults fill them for the client.
  return map as MobilityMap;
}
