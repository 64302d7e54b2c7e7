import { vi } from "vitest";
import type { Area } from "../core/query-areas.ts";
import type { MapView, MapViewEvents, MapViewOptions } from "../mobility/view/map-view.ts";

/** A map as the page tests see it: what it was told to draw, and taps to send it. */
export interface FakeMapView extends MapView {
  events: MapViewEvents;
  options: MapViewOptions;
  /** Moves the viewport (as a pan would) and reports the move's end. */
  panTo: (viewport: Area) => void;
  calls: {
    setPoints: ReturnType<typeof vi.fn<MapView["setPoints"]>>;
    setSelected: ReturnType<typeof vi.fn<MapView["setSelected"]>>;
    setRestrictions: ReturnType<typeof vi.fn<MapView["setRestrictions"]>>;
    setUser: ReturnType<typeof vi.fn<MapView["setUser"]>>;
    flyTo: ReturnType<typeof vi.fn<MapView["flyTo"]>>;
    openPopup: ReturnType<typeof vi.fn<MapView["openPopup"]>>;
  };
}

/** Downtown Portland, about a phone screen at zoom 15. */
export const DOWNTOWN: Area = { sw: [45.514, -122.684], ne: [45.522, -122.672] };

/** A fake map at `viewport`; `flyTo` moves its centre and zoom without moving the viewport. */
export function createFakeMapView(
  options: MapViewOptions,
  events: MapViewEvents,
  viewport: Area = DOWNTOWN,
): FakeMapView {
  let area = viewport;
  let camera = { ...options.camera };
  const calls = {
    setPoints: vi.fn<MapView["setPoints"]>(),
    setSelected: vi.fn<MapView["setSelected"]>(),
    setRestrictions: vi.fn<MapView["setRestrictions"]>(),
    setUser: vi.fn<MapView["setUser"]>(),
    flyTo: vi.fn<MapView["flyTo"]>((target) => {
      camera = { lat: target.lat, lng: target.lng, zoom: target.zoom ?? camera.zoom };
    }),
    openPopup: vi.fn<MapView["openPopup"]>(),
  };
  // What the map is made with counts as drawn, as if it had been given to the setters.
  const { drawing } = options;
  if (drawing?.points) calls.setPoints(drawing.points);
  if (drawing?.restrictions) calls.setRestrictions(drawing.restrictions);
  if (drawing?.selected) calls.setSelected(drawing.selected);
  if (drawing?.user) calls.setUser(drawing.user);
  return {
    events,
    options,
    calls,
    viewport: () => area,
    camera: () => camera,
    setPoints: calls.setPoints,
    setSelected: calls.setSelected,
    setRestrictions: calls.setRestrictions,
    setUser: calls.setUser,
    flyTo: calls.flyTo,
    zoomBy: vi.fn(),
    openPopup: calls.openPopup,
    closePopup: vi.fn(),
    destroy: vi.fn(),
    panTo: (next) => {
      area = next;
      events.onMoveEnd();
    },
  };
}
