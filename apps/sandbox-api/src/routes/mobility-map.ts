// GET /mobility/map, /mobility/map_features, /mobility/vehicle (contract §4.1–4.3).
import { Hono } from "hono";
import { z } from "zod";
import { availableVehicles, epochAt, scaledPosition } from "../domain/vehicles.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { parseParams, queryParams } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { RestrictionRecord } from "../state/catalog-records.ts";
import { mobilityMapView, type Bounds } from "../views/mobility-map.ts";
import { vehicleView } from "../views/vehicle.ts";

const point = z.array(z.coerce.number().refine(Number.isFinite)).length(2, "must be [lat, lng]");
const boundsSchema = z.object({
  sw: point,
  ne: point,
  types: z.array(z.enum(["ebike", "escooter"])).optional(),
});
const vehicleSchema = z.object({
  loc: z.array(z.coerce.number().int()).length(2, "must be two integers"),
  provider_id: z.coerce.number().int(),
  type: z.enum(["ebike", "escooter"]),
  disambiguator: z.string().optional(),
});

function restrictionView(area: RestrictionRecord) {
  const points = area.multipolygon.flat(2);
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return {
    restriction: area.restriction,
    multipolygon: area.multipolygon,
    bounds: { ne: [Math.max(...lats), Math.max(...lngs)], sw: [Math.min(...lats), Math.min(...lngs)] },
  };
}

function intersects(view: ReturnType<typeof restrictionView>, bounds: Bounds): boolean {
  const { ne, sw } = view.bounds;
  return (
    (sw[0] ?? 0) <= bounds.ne[0] &&
    (ne[0] ?? 0) >= bounds.sw[0] &&
    (sw[1] ?? 0) <= bounds.ne[1] &&
    (ne[1] ?? 0) >= bounds.sw[1]
  );
}

const notFound = () => new ApiFailure(403, "vehicle_not_found", "No vehicle found in this location");

/** The map, its restriction areas and one vehicle's details. */
export function mobilityMapRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/mobility/map", (c) => {
    const { member } = requireCaller(c, sandbox);
    const params = parseParams(boundsSchema, queryParams(c, ["sw", "ne", "types"]));
    const bounds = { sw: params.sw as [number, number], ne: params.ne as [number, number] };
    return send(c, mobilityMapView(viewContext(c, sandbox), member, bounds, params.types ?? []));
  });

  app.get("/mobility/map_features", (c) => {
    requireCaller(c, sandbox);
    const params = parseParams(boundsSchema, queryParams(c, ["sw", "ne"]));
    const bounds = { sw: params.sw as [number, number], ne: params.ne as [number, number] };
    const restrictions = sandbox.store.db.t.restrictions.rows
      .map(restrictionView)
      .filter((view) => intersects(view, bounds));
    return send(c, { restrictions });
  });

  app.get("/mobility/vehicle", (c) => {
    const { member } = requireCaller(c, sandbox);
    const params = parseParams(vehicleSchema, queryParams(c, ["loc"]));
    const { db } = sandbox.store;
    const service = db.t.services.find(
      (row) => row.pricingId === params.provider_id && row.vehicleType === params.type,
    );
    if (!service) throw notFound();
    // Accept the position of this refresh interval or the one before, so a tap just after a refresh still finds it.
    const epoch = epochAt(sandbox.clock.nowMs());
    const matches = availableVehicles(db).filter(
      (vehicle) =>
        vehicle.serviceId === service.id &&
        [epoch, epoch - 1].some((e) => scaledPosition(vehicle, e).join() === params.loc.join()),
    );
    if (matches.length > 1 && params.disambiguator === undefined) {
      throw new ApiFailure(
        400,
        "disambiguation_required",
        "Several vehicles are at this location; send the disambiguator",
      );
    }
    const vehicle =
      params.disambiguator === undefined
        ? matches[0]
        : matches.find((row) => row.vehicleId === params.disambiguator);
    if (!vehicle) throw notFound();
    return send(
      c,
      vehicleView(viewContext(c, sandbox), member, vehicle, service, params.loc as [number, number]),
    );
  });

  return app;
}
