// POST /mobility/begin_trip, /mobility/end_trip and GET /mobility/trips (contract §4.4–4.6).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { settleNegativeBalance } from "../domain/funding.ts";
import { usageProhibitedReason } from "../domain/members.ts";
import { finishTrip, startTrip } from "../domain/trips.ts";
import { availableVehicles } from "../domain/vehicles.ts";
import { ApiFailure, readOnly } from "../http/api-failure.ts";
import { jsonBody, parseParams, queryParams, rangeParam } from "../http/params.ts";
import { send, setCurrentMemberHeader, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { TripRecord } from "../state/mobility-records.ts";
import { collectionView } from "../views/collection.ts";
import { tripView } from "../views/trip.ts";
import { tripWeeks } from "../views/trip-weeks.ts";

const beginSchema = z.object({ provider_id: z.coerce.number().int(), vehicle_id: z.string().min(1) });
const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const endSchema = z.object({
  lat: coordinate.refine((v) => Math.abs(v) <= 90, "is invalid"),
  lng: coordinate.refine((v) => Math.abs(v) <= 180, "is invalid"),
});
const pageSchema = z.object({
  page: rangeParam(1, 1_000_000).default(1),
  per_page: rangeParam(1, 500).default(100),
});

/** The member's trip in progress, if any. */
function ongoingTripOf(sandbox: Sandbox, memberId: number): TripRecord | undefined {
  return sandbox.store.db.t.trips.find((trip) => trip.memberId === memberId && trip.endedAt === null);
}

/** `POST /mobility/begin_trip`: a member with no trip in progress takes an available vehicle. */
async function beginTrip(c: Context<SandboxEnv>, sandbox: Sandbox): Promise<Response> {
  const { member, admin } = requireCaller(c, sandbox);
  const params = parseParams(beginSchema, await jsonBody(c));
  if (ongoingTripOf(sandbox, member.id))
    throw new ApiFailure(409, "ongoing_trip", "You already have a trip in progress");
  // The provider's rate decides whether a payment method is needed (a free ride needs none).
  const service = sandbox.store.db.t.services.find((row) => row.pricingId === params.provider_id);
  const reason = usageProhibitedReason(sandbox.store.db, member, sandbox.clock.nowMs(), service);
  if (reason !== null) throw readOnly(reason);
  const trip = sandbox.store.write((db) => {
    const vehicle = availableVehicles(db).find(
      (row) =>
        row.vehicleId === params.vehicle_id &&
        db.t.services.get(row.serviceId)?.pricingId === params.provider_id,
    );
    if (!vehicle) throw new ApiFailure(403, "vehicle_not_found", "No vehicle found in this location");
    return startTrip(db, {
      memberId: member.id,
      vehicleId: vehicle.vehicleId,
      serviceId: vehicle.serviceId,
      lat: vehicle.lat,
      lng: vehicle.lng,
      beganAt: sandbox.clock.iso(),
    });
  });
  setCurrentMemberHeader(c, sandbox, member, admin);
  return send(c, tripView(viewContext(c, sandbox), trip));
}

/** `POST /mobility/end_trip`: ends the trip in progress where the member left the vehicle, and charges it. */
async function endTrip(c: Context<SandboxEnv>, sandbox: Sandbox): Promise<Response> {
  const { member, admin } = requireCaller(c, sandbox);
  const params = parseParams(endSchema, await jsonBody(c));
  const ongoing = ongoingTripOf(sandbox, member.id);
  if (!ongoing) throw new ApiFailure(409, "no_active_trip", "You have no trip in progress");
  const trip = sandbox.store.write((db) => {
    const nowMs = sandbox.clock.nowMs();
    finishTrip(db, ongoing, { atMs: nowMs, lat: params.lat, lng: params.lng });
    // The ride is charged to the cash balance; a shortfall goes to the default instrument when it can.
    settleNegativeBalance(db, member.id, nowMs);
    return ongoing;
  });
  setCurrentMemberHeader(c, sandbox, member, admin);
  return send(c, tripView(viewContext(c, sandbox), trip));
}

/** `GET /mobility/trips`: ended trips newest first, a page at a time, with the trip in progress and the weeks. */
function tripHistory(c: Context<SandboxEnv>, sandbox: Sandbox): Response {
  const { member } = requireCaller(c, sandbox);
  const { page, per_page } = parseParams(pageSchema, queryParams(c));
  const ctx = viewContext(c, sandbox);
  const ended = sandbox.store.db.t.trips
    .where((trip) => trip.memberId === member.id && trip.endedAt !== null)
    .sort((a, b) => b.beganAt.localeCompare(a.beganAt) || b.id - a.id);
  const list = collectionView(ended, { page, perPage: per_page });
  const ongoing = ongoingTripOf(sandbox, member.id);
  return send(c, {
    ...list,
    items: list.items.map((trip) => tripView(ctx, trip)),
    ongoing: ongoing ? tripView(ctx, ongoing) : null,
    weeks: tripWeeks(
      list.items.map((trip) => trip.beganAt),
      member.timezone,
    ),
  });
}

/** Riding: start, end and history. */
export function mobilityTripRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.post("/mobility/begin_trip", (c) => beginTrip(c, sandbox));
  app.post("/mobility/end_trip", (c) => endTrip(c, sandbox));
  app.get("/mobility/trips", (c) => tripHistory(c, sandbox));
  return app;
}
