import { useState } from "react";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import type { RestrictionKind } from "../../core/restriction-layers.ts";
import { writeMapPosition } from "../view/map-position.ts";
import type { MapView, MapViewEvents } from "../view/map-view.ts";
import type { DrawerHandle } from "./use-drawer-state.ts";
import type { VehicleFeed } from "./use-vehicle-feed.ts";

/** A restriction area's popup: its kind, and the element the map shows it in. */
export interface RestrictionPopupState {
  kind: RestrictionKind;
  element: HTMLElement;
}

/** What the map's taps and moves reach. */
export interface MapEventTargets {
  view: MapView;
  drawer: DrawerHandle;
  feed: Pick<VehicleFeed, "clusters" | "viewportChanged">;
  select: (vehicle: MapVehicle) => Promise<void>;
}

/** The screen's map events, filled in at each render. */
export interface EventsSlot {
  current: MapViewEvents;
}

/**
 * What the map's taps and moves do (F-088, F-092, F-096, C-18): a move is remembered and loaded for, a vehicle is
 * selected (not during a trip), a cluster is flown into, a restriction area opens its popup, and a tap on nothing
 * closes the card. `events.current` gets the handlers of the latest render; the map calls them through it.
 */
export function useMapEvents(events: EventsSlot, { view, drawer, feed, select }: MapEventTargets) {
  const [popup, setPopup] = useState<RestrictionPopupState | null>(null);
  events.current = {
    onMoveEnd: () => {
      const camera = view.camera();
      if (camera) writeMapPosition(camera);
      feed.viewportChanged();
    },
    onVehicleTap: (id) => {
      if (drawer.latest.current.kind === "trip") return;
      void feed
        .clusters()
        ?.ask({ kind: "vehicle", id })
        .then(({ vehicle }) => vehicle && void select(vehicle));
    },
    onClusterTap: (clusterId, at) => {
      void feed
        .clusters()
        ?.ask({ kind: "expansion-zoom", clusterId })
        .then(({ zoom }) => view.flyTo({ ...at, zoom }));
    },
    onRestrictionTap: (kind, at) => {
      const element = document.createElement("div");
      setPopup({ kind, element });
      view.openPopup(at, element, () => setPopup((open) => (open?.element === element ? null : open)));
    },
    onEmptyTap: () => {
      view.closePopup();
      drawer.dispatch({ type: "map-tapped" });
    },
  };
  return popup;
}
