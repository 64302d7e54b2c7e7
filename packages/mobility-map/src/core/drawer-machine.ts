import type { MobilityTrip, VehicleDetail } from "@tandem/api-client/schemas";
import type { MapVehicle } from "./decode-vehicles.ts";

/**
 * What the map's drawer shows (F-082): exactly one of these at a time. `intro` → `loading` (a vehicle selected,
 * its detail on its way) → `vehicle` (the card, with Reserve) → `trip` (in progress, `ending` while End trip is
 * sent) → `ended` (the post-trip summary) → `intro`. `unavailable` is restricted mobility's answer to a selection
 * (F-097), `prohibited` a provider the member may not use, said by the map itself, and `failed` a
 * detail that could not load (E-13).
 */
export type DrawerState =
  | { kind: "intro" }
  | { kind: "loading"; vehicle: MapVehicle }
  | { kind: "vehicle"; vehicle: MapVehicle; detail: VehicleDetail }
  | { kind: "unavailable"; vehicle: MapVehicle }
  | { kind: "prohibited"; vehicle: MapVehicle; reason: string }
  | { kind: "failed"; error: unknown }
  | { kind: "trip"; trip: MobilityTrip }
  | { kind: "ended"; trip: MobilityTrip };

/** What happens to the drawer. */
export type DrawerEvent =
  | { type: "select"; vehicle: MapVehicle; restricted: boolean }
  | { type: "detail-loaded"; vehicleId: string; detail: VehicleDetail }
  | { type: "detail-failed"; vehicleId: string; error: unknown }
  | { type: "map-tapped" }
  | { type: "vehicles-refreshed"; selectedPresent: boolean }
  | { type: "trip-began"; trip: MobilityTrip }
  | { type: "trip-ended"; trip: MobilityTrip }
  | { type: "summary-closed" };

/** The drawer's first state: the trip card when the member is already riding (F-105), else the intro. */
export function initialDrawer(ongoingTrip: MobilityTrip | null | undefined): DrawerState {
  return ongoingTrip ? { kind: "trip", trip: ongoingTrip } : { kind: "intro" };
}

/** The vehicle the drawer is about, if any (the map highlights it). */
export function selectedVehicle(state: DrawerState): MapVehicle | null {
  return state.kind === "loading" ||
    state.kind === "vehicle" ||
    state.kind === "unavailable" ||
    state.kind === "prohibited"
    ? state.vehicle
    : null;
}

/**
 * Whether selecting `vehicle` asks the server for its detail: not under restricted mobility (F-097, S-12), nor for
 * a provider the map already says the member may not use (its reason shows at once, no vehicle call).
 */
export function asksForDetail(vehicle: MapVehicle, restricted: boolean): boolean {
  return !restricted && !vehicle.provider.usageProhibitedReason;
}

const riding = (state: DrawerState) => state.kind === "trip" || state.kind === "ended";

/**
 * The drawer's transitions (doc 1 §4 "Map drawer"). During a trip and on its summary, map taps, selections and
 * refreshes change nothing; an answer for a vehicle no longer selected is dropped.
 */
export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  switch (event.type) {
    case "select":
      if (riding(state)) return state;
      // F-097, S-12: restricted mobility never asks for the vehicle; nor does a prohibited provider.
      if (event.restricted) return { kind: "unavailable", vehicle: event.vehicle };
      if (event.vehicle.provider.usageProhibitedReason)
        return {
          kind: "prohibited",
          vehicle: event.vehicle,
          reason: event.vehicle.provider.usageProhibitedReason,
        };
      return { kind: "loading", vehicle: event.vehicle };
    case "detail-loaded":
      return state.kind === "loading" && state.vehicle.id === event.vehicleId
        ? { kind: "vehicle", vehicle: state.vehicle, detail: event.detail }
        : state;
    case "detail-failed":
      // E-13: the selection clears and the drawer says why.
      return state.kind === "loading" && state.vehicle.id === event.vehicleId
        ? { kind: "failed", error: event.error }
        : state;
    case "map-tapped":
      // F-096
      return riding(state) ? state : { kind: "intro" };
    case "vehicles-refreshed":
      // F-088: the selected vehicle left with this refresh.
      return selectedVehicle(state) && !event.selectedPresent ? { kind: "intro" } : state;
    case "trip-began":
      return { kind: "trip", trip: event.trip };
    case "trip-ended":
      return state.kind === "trip" ? { kind: "ended", trip: event.trip } : state;
    case "summary-closed":
      return state.kind === "ended" ? { kind: "intro" } : state;
  }
}
