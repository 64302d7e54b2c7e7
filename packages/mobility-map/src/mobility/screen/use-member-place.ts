import { metaQueries, useApiClient } from "@tandem/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { selectedVehicle } from "../../core/drawer-machine.ts";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import type { MapPosition } from "../view/map-position.ts";
import type { MapView, Place } from "../view/map-view.ts";
import type { DrawerHandle } from "./use-drawer-state.ts";
import type { MemberLocation } from "./use-member-location.ts";

// Locating flies to the member at zoom 15 or closer (F-109, F-110).
const around = (place: Place, view: MapView) => ({
  lat: place.lat,
  lng: place.lng,
  zoom: Math.max(view.camera().zoom, MAP_LIMITS.locateZoom),
});

/** What the place hook needs from the screen. */
export interface MemberPlaceOptions {
  location: MemberLocation;
  /** The place the map was left at last time, if any. */
  cached: MapPosition | null;
  /** Draws the feed again (the list's distances change with the member's place). */
  redraw: () => void;
}

/**
 * Where the member is on the map: their dot and accuracy circle; the first fix centres the map at zoom ≥ 15 unless a
 * vehicle is selected (F-109); a trip centres on them (F-104); Locate me flies to them (F-110). Where location is
 * denied (F-111): the browser's own instructions (F-112) and, without a cached place, the IP's place at zoom 14
 * (E-12 when that fails).
 */
export function useMemberPlace(view: MapView, { drawer, latest }: DrawerHandle, options: MemberPlaceOptions) {
  const { location, cached, redraw } = options;
  const api = useApiClient();
  const centred = useRef(false);
  const now = useRef({ position: location.position, redraw });
  now.current = { position: location.position, redraw };

  useEffect(() => {
    view.setUser(location.position);
    if (!location.position || centred.current) return;
    centred.current = true;
    if (!selectedVehicle(latest.current)) view.flyTo(around(location.position, view));
    now.current.redraw();
  }, [view, location.position, latest]);

  const riding = drawer.kind === "trip";
  useEffect(() => {
    const position = now.current.position;
    if (riding && position) view.flyTo(around(position, view));
  }, [riding, view]);

  const userAgent = useQuery({ ...metaQueries.userAgent(api), enabled: location.denied });
  const ipLocation = useQuery({
    ...metaQueries.ipLocation(api),
    enabled: location.denied && !cached,
    retry: false,
  });
  useEffect(() => {
    if (ipLocation.data && !centred.current) {
      view.flyTo({ lat: ipLocation.data.lat, lng: ipLocation.data.lng, zoom: MAP_LIMITS.ipFallbackZoom });
    }
  }, [view, ipLocation.data]);

  return {
    location,
    helpUrl: userAgent,
    ipFailed: ipLocation.isError,
    locate: () => {
      if (location.position) view.flyTo(around(location.position, view));
    },
  };
}

/** The member's place as the screen and the drawer read it. */
export type MemberPlace = ReturnType<typeof useMemberPlace>;
