// Where vehicles are (contract §4.1): free-floating vehicles drift a little each refresh interval, as GPS and
// riders move them; docked ones keep still. Positions are a pure function of time, so nothing is written.
import { createHash } from "node:crypto";
import type { Db } from "../state/db.ts";
import type { VehicleRecord } from "../state/catalog-records.ts";

/** Map coordinates are integers: degrees × this (contract §4.1). */
export const PRECISION = 10_000_000;
/** Clients refetch the map this often (ms); positions change once per interval. */
export const REFRESH_MS = 30_000;

function jitter(vehicleId: string, epoch: number): [number, number] {
  const digest = createHash("sha1").update(`${vehicleId}:${epoch}`).digest();
  // Up to ±0.0004° (~40 m) from the vehicle's parked spot.
  const unit = (offset: number) => digest.readUInt16BE(offset) / 0xffff - 0.5;
  return [unit(0) * 0.0008, unit(2) * 0.0008];
}

/** The vehicle's position as scaled integers during the refresh interval `epoch`. */
export function scaledPosition(vehicle: VehicleRecord, epoch: number): [number, number] {
  const [dLat, dLng] = vehicle.drifts ? jitter(vehicle.vehicleId, epoch) : [0, 0];
  return [Math.trunc((vehicle.lat + dLat) * PRECISION), Math.trunc((vehicle.lng + dLng) * PRECISION)];
}

/** The refresh interval a time falls in. */
export function epochAt(nowMs: number): number {
  return Math.floor(nowMs / REFRESH_MS);
}

/** Vehicles not in someone's ongoing trip, by internal id. */
export function availableVehicles(db: Db): VehicleRecord[] {
  const riding = new Set(db.t.trips.where((trip) => trip.endedAt === null).map((trip) => trip.vehicleId));
  return db.t.vehicles.rows.filter((vehicle) => !riding.has(vehicle.vehicleId));
}
