import type { MobilityTrip } from "@tandem/api-client/schemas";
import type { MobilitySettings } from "@tandem/page-kit";
import { useMemo, useRef } from "react";
import { readMapPosition } from "../view/map-position.ts";
import type { MapViewEvents } from "../view/map-view.ts";
import { useDrawerState } from "./use-drawer-state.ts";
import { useListFirstView, useMapCanvas } from "./use-map-canvas.ts";
import { useMapEvents } from "./use-map-events.ts";
import { useMemberLocation } from "./use-member-location.ts";
import { useMemberPlace } from "./use-member-place.ts";
import { useReselectAfterPayment } from "./use-reselect-after-payment.ts";
import { useTrip } from "./use-trip.ts";
import { useVehicleFeed } from "./use-vehicle-feed.ts";
import { useVehicleSelection } from "./use-vehicle-selection.ts";

/**
 * Everything /mobility does, apart from drawing it, one hook per concern: the drawer's state machine, the map
 * (the list-only stand-in first, maplibre in its own chunk after), the vehicle feed and selection, the trip's two
 * writes, the member's place with its fallbacks, the map's taps, and paying the balance re-selecting the vehicle.
 */
export function useMapScreen(
  container: React.RefObject<HTMLDivElement | null>,
  settings: MobilitySettings,
  ongoingTrip: MobilityTrip | null | undefined,
) {
  const drawer = useDrawerState(ongoingTrip);
  const location = useMemberLocation();
  const cached = useMemo(readMapPosition, []);
  const events = useRef<MapViewEvents>(null as never);
  const handover = useListFirstView(cached, events, container);
  const { view } = handover;
  const trip = useTrip(drawer, view, location.position);
  const feed = useVehicleFeed(view, drawer, location.position);
  const select = useVehicleSelection(view, drawer, {
    restricted: settings.restricted,
    onSelect: trip.reserve.reset,
  });
  const place = useMemberPlace(view, drawer, { location, cached, redraw: feed.redraw });
  const canvas = useMapCanvas(container, handover, {
    due: feed.answered,
    accessToken: settings.mapsAccessToken,
    events,
  });
  useReselectAfterPayment(drawer.latest, select);
  const popup = useMapEvents(events, { view, drawer, feed, select });
  return { drawer, view, ...canvas, feed, popup, place, select, trip };
}

/** The map screen's state and actions. */
export type MapScreenState = ReturnType<typeof useMapScreen>;
