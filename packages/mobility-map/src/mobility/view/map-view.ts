import type { FeatureCollection, MultiPolygon } from "geojson";
import type { MapPointFeature } from "../../core/cluster-index.ts";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import type { Area } from "../../core/query-areas.ts";
import type { RestrictionKind, RestrictionProperties } from "../../core/restriction-layers.ts";
import type { MapPosition } from "./map-position.ts";

/** A point in degrees. */
export interface Place {
  lat: number;
  lng: number;
}

/** What the map tells the page (taps are already sorted by what was under the finger). */
export interface MapViewEvents {
  /** The camera stopped moving (after a pan, zoom or flight). */
  onMoveEnd: () => void;
  onVehicleTap: (id: string) => void;
  onClusterTap: (clusterId: number, at: Place) => void;
  onRestrictionTap: (kind: RestrictionKind, at: Place) => void;
  /** A tap on the map with nothing of ours under it (F-096). */
  onEmptyTap: () => void;
}

/** What the map draws besides its basemap (each as last given to the {@link MapView} setters). */
export interface MapDrawing {
  points: MapPointFeature[] | null;
  selected: MapVehicle | null;
  restrictions: FeatureCollection<MultiPolygon, RestrictionProperties> | null;
  user: (Place & { accuracy: number }) | null;
}

/** How the map starts. */
export interface MapViewOptions {
  camera: MapPosition;
  /** What to draw from the first frame on (what the list's stand-in was given so far). */
  drawing?: MapDrawing;
  /** The maps service's token; without one the built-in offline style is drawn. */
  accessToken: string | undefined;
  /** Flights become jumps when the member asks for reduced motion. */
  reducedMotion: boolean;
}

/**
 * The map as the page drives it: a thin adapter over maplibre-gl (`maplibre-map.ts`), faked at this boundary in
 * the page tests.
 */
export interface MapView {
  viewport: () => Area;
  camera: () => MapPosition;
  /** The clusters and vehicles to draw (from the clustering worker). */
  setPoints: (features: MapPointFeature[]) => void;
  /** Highlights the selected vehicle, or none. */
  setSelected: (vehicle: MapVehicle | null) => void;
  setRestrictions: (collection: FeatureCollection<MultiPolygon, RestrictionProperties>) => void;
  /** The member's dot and accuracy circle, or none. */
  setUser: (position: (Place & { accuracy: number }) | null) => void;
  /** Flies there in 1.3 s (C-16), keeping the zoom unless one is given. */
  flyTo: (target: Place & { zoom?: number }) => void;
  zoomBy: (delta: 1 | -1) => void;
  /** Opens a popup at a place with the given content; `onClose` runs when it closes by itself. */
  openPopup: (at: Place, content: HTMLElement, onClose: () => void) => void;
  closePopup: () => void;
  destroy: () => void;
}

/** Creates the map in `container`; resolves once it can draw. */
export type CreateMapView = (
  container: HTMLElement,
  options: MapViewOptions,
  events: MapViewEvents,
) => Promise<MapView>;
