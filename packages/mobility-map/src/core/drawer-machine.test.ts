import {
  buildEndedTrip,
  buildMobilityMap,
  buildOngoingTrip,
  buildVehicleDetail,
} from "@tandem/api-client/testing";
import { describe, expect, it } from "vitest";
import { decodeVehicles } from "./decode-vehicles.ts";
import {
  asksForDetail,
  drawerReducer,
  initialDrawer,
  selectedVehicle,
  type DrawerEvent,
  type DrawerState,
} from "./drawer-machine.ts";

const [scooter, other] = decodeVehicles(
  buildMobilityMap({
    escooter: [
      { c: [455122911, -1226587344], p: 0 },
      { c: [455130000, -1226580000], p: 0 },
    ],
  }),
);
if (!scooter || !other) throw new Error("fixture");
const run = (events: DrawerEvent[], from: DrawerState = { kind: "intro" }) =>
  events.reduce(drawerReducer, from);
const select = (vehicle = scooter, restricted = false): DrawerEvent => ({
  type: "select",
  vehicle,
  restricted,
});

describe("the drawer", () => {
  it("F-099 a prohibited provider's vehicle shows why at once, asks for no detail and stays selected", () => {
    const prohibited = {
      ...scooter,
      provider: { ...scooter.provider, usageProhibitedReason: "usage_prohibited_cash_balance" },
    };
    const state = run([select(prohibited)]);
    expect(state).toEqual({
      kind: "prohibited",
      vehicle: prohibited,
      reason: "usage_prohibited_cash_balance",
    });
    expect(selectedVehicle(state)).toBe(prohibited);
    expect(asksForDetail(prohibited, false)).toBe(false);
    expect(asksForDetail(scooter, false)).toBe(true);
    expect(asksForDetail(scooter, true)).toBe(false);
    expect(run([{ type: "vehicles-refreshed", selectedPresent: false }], state)).toEqual({ kind: "intro" });
  });

  it("F-082 F-095 goes intro → loading → vehicle card, then F-103 trip → F-107 summary → F-108 intro", () => {
    const detail = buildVehicleDetail();
    const trip = buildOngoingTrip();
    const ended = buildEndedTrip();
    const steps: DrawerEvent[] = [
      select(),
      { type: "detail-loaded", vehicleId: scooter.id, detail },
      { type: "trip-began", trip },
      { type: "trip-ended", trip: ended },
      { type: "summary-closed" },
    ];
    const kinds = steps.reduce<DrawerState[]>(
      (states, event) => [...states, drawerReducer(states.at(-1) ?? { kind: "intro" }, event)],
      [],
    );
    expect(kinds.map((s) => s.kind)).toEqual(["loading", "vehicle", "trip", "ended", "intro"]);
    expect(selectedVehicle(kinds[1] ?? { kind: "intro" })?.id).toBe(scooter.id);
  });

  it("F-096 a map tap clears a selection", () => {
    expect(run([select(), { type: "map-tapped" }]).kind).toBe("intro");
  });

  it("F-088 a refresh without the selected vehicle clears it; with it, the card stays", () => {
    const card = run([
      select(),
      { type: "detail-loaded", vehicleId: scooter.id, detail: buildVehicleDetail() },
    ]);
    expect(drawerReducer(card, { type: "vehicles-refreshed", selectedPresent: true })).toBe(card);
    expect(drawerReducer(card, { type: "vehicles-refreshed", selectedPresent: false }).kind).toBe("intro");
  });

  it("F-097 S-12 restricted mobility answers a selection with the coming-soon state, never loading", () => {
    expect(run([select(scooter, true)]).kind).toBe("unavailable");
  });

  it("E-13 a failed detail clears the selection and keeps the error", () => {
    const state = run([
      select(),
      { type: "detail-failed", vehicleId: scooter.id, error: "vehicle_not_found" },
    ]);
    expect(state).toEqual({ kind: "failed", error: "vehicle_not_found" });
    expect(selectedVehicle(state)).toBeNull();
  });

  it("drops the detail of a vehicle no longer selected", () => {
    const state = run([
      select(),
      select(other),
      { type: "detail-loaded", vehicleId: scooter.id, detail: buildVehicleDetail() },
    ]);
    expect(state).toEqual({ kind: "loading", vehicle: other });
  });

  it("F-104 F-105 during a trip taps, selections and refreshes change nothing; an ongoing trip opens on its card", () => {
    const riding = initialDrawer(buildOngoingTrip());
    expect(riding.kind).toBe("trip");
    expect(
      run([{ type: "map-tapped" }, select(), { type: "vehicles-refreshed", selectedPresent: false }], riding),
    ).toBe(riding);
    expect(initialDrawer(null).kind).toBe("intro");
  });
});
