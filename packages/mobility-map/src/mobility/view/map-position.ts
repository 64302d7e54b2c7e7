import { readStored, writeStored } from "@tandem/page-kit";
import { MAP_LIMITS } from "../../core/map-constants.ts";

/** Where the map was last left (F-018): its centre and zoom. */
export interface MapPosition {
  lat: number;
  lng: number;
  zoom: number;
}

const KEY = "map-position";

const isPosition = (value: unknown): value is MapPosition => {
  const v = value as Partial<MapPosition> | null;
  return (
    typeof v?.lat === "number" &&
    typeof v.lng === "number" &&
    typeof v.zoom === "number" &&
    Math.abs(v.lat) <= 90 &&
    v.zoom >= MAP_LIMITS.minZoom &&
    v.zoom <= MAP_LIMITS.maxZoom
  );
};

/** The cached map position (local storage), or null when none or unreadable. */
export function readMapPosition(): MapPosition | null {
  const stored = readStored<unknown>("local", KEY, null);
  return isPosition(stored) ? stored : null;
}

/** Caches the map's centre and zoom (F-018, F-090). */
export function writeMapPosition(position: MapPosition): void {
  writeStored("local", KEY, { lat: position.lat, lng: position.lng, zoom: position.zoom });
}
