import { sameArea } from "../../core/viewport.ts";
import type { MapDrawing, MapView } from "./map-view.ts";

/**
 * The map as the page holds it while the canvas comes after the list: it draws on `first` (the list-only stand-in,
 * which loads vehicles without drawing them) until {@link HandoverView.handOver} gives it the real map, which then
 * gets what was drawn so far (vehicles, selection, restriction areas, the member's dot) and from then on
 * everything. The controller, the clustering worker and the vehicles already loaded stay as they are.
 */
export interface HandoverView {
  view: MapView;
  /** What has been drawn so far, for a map to start with ({@link MapViewOptions.drawing}). */
  drawing: () => MapDrawing;
  /**
   * Gives the real map everything drawn so far, or only what changed since `drawn`, which it started with; true
   * when the map shows another area than the stand-in loaded for (its vehicles are then to be loaded and drawn).
   */
  handOver: (next: MapView, drawn?: MapDrawing) => boolean;
}

export function createHandoverView(first: MapView): HandoverView {
  let target = first;
  let points: Parameters<MapView["setPoints"]>[0] | null = null;
  let selected: Parameters<MapView["setSelected"]>[0] = null;
  let restrictions: Parameters<MapView["setRestrictions"]>[0] | null = null;
  let user: Parameters<MapView["setUser"]>[0] = null;
  const view: MapView = {
    viewport: () => target.viewport(),
    camera: () => target.camera(),
    setPoints: (features) => {
      points = features;
      target.setPoints(features);
    },
    setSelected: (vehicle) => {
      selected = vehicle;
      target.setSelected(vehicle);
    },
    setRestrictions: (collection) => {
      restrictions = collection;
      target.setRestrictions(collection);
    },
    setUser: (position) => {
      user = position;
      target.setUser(position);
    },
    flyTo: (place) => target.flyTo(place),
    zoomBy: (delta) => target.zoomBy(delta),
    openPopup: (at, content, onClose) => target.openPopup(at, content, onClose),
    closePopup: () => target.closePopup(),
    destroy: () => target.destroy(),
  };
  return {
    view,
    drawing: () => ({ points, selected, restrictions, user }),
    handOver: (next, drawn) => {
      const previous = target;
      const moved = !sameArea(previous.viewport(), next.viewport());
      target = next;
      // Only what the map does not have yet goes over (each change redraws it).
      const had = drawn ?? { points: null, selected: null, restrictions: null, user: null };
      if (points && points !== had.points) next.setPoints(points);
      if (restrictions && restrictions !== had.restrictions) next.setRestrictions(restrictions);
      if (selected !== had.selected) next.setSelected(selected);
      if (user !== had.user) next.setUser(user);
      previous.destroy();
      return moved;
    },
  };
}
