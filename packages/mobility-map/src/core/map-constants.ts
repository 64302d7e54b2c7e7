/** Map constants of doc 1 §9 (C-16, C-17). */
export const MAP_LIMITS = {
  /** Zoom range the map allows (C-16, F-084). */
  minZoom: 8,
  maxZoom: 23,
  /** Where a member with no cached position starts: the Pacific Northwest at zoom 8 (F-083). */
  start: { lat: 45.5152, lng: -122.6784, zoom: 8 },
  /** Locating zooms to at least this (F-109, F-110). */
  locateZoom: 15,
  /** The IP fallback's zoom (F-112). */
  ipFallbackZoom: 14,
  /** Tapping a vehicle flies to this zoom (C-16). */
  vehicleZoom: 18,
  /** Every camera flight takes this long (C-16). */
  flightMs: 1300,
} as const;

/** Clustering (F-092, C-17): a 32 px radius below zoom 17, none from 17. */
export const CLUSTERING = { radius: 32, lastClusteredZoom: 16 } as const;

/** The location watch (F-109, C-17): high accuracy, 20 s timeout. */
export const LOCATION_WATCH: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };
