import type { MapSourceDataEvent } from "maplibre-gl";
import type { PaintingMap } from "./frame-marks.ts";

/**
 * The part of maplibre's map the hold needs: its public repaint request, its source state and events, and its
 * painter.
 */
export interface RepaintingMap extends PaintingMap {
  triggerRepaint: () => void;
  isSourceLoaded: (id: string) => boolean;
  isMoving: () => boolean;
  on: (type: "sourcedata" | "error", listener: (event: MapSourceDataEvent) => void) => unknown;
  off: (type: "sourcedata" | "error", listener: (event: MapSourceDataEvent) => void) => unknown;
  once: (type: "render", listener: () => void) => unknown;
}

/**
 * Lets the map's next frame do all a frame does but paint: the style is updated and the tiles the camera needs
 * are asked for, and the canvas is left as it is (where WebGL runs on the CPU, nothing is read back from it).
 * The painter stays wrapped, whatever wraps it after (the frame marks), and every later frame paints. Returns what
 * paints that frame after all, if it has not run yet.
 */
function skipNextPaint(map: RepaintingMap): () => void {
  const painter = map.painter;
  const paint = painter.render;
  let skipping = true;
  painter.render = (...args) => {
    if (skipping) skipping = false;
    else paint.apply(painter, args);
  };
  return () => {
    skipping = false;
  };
}

/** However the tiles fare, the map draws again this long after it first asked for them. */
export const FIRST_PICTURE_WAIT_MS = 2_000;

/**
 * Draws the map's first full picture in as few frames as maplibre allows. maplibre draws a frame for every step of
 * its start (the style, its images, the source's data reaching its worker, each batch of tiles), each showing
 * only part of the picture, and where WebGL runs on the CPU each costs the main thread a whole canvas (100–300 ms
 * on a slow phone). So: no frame until the page's source holds its data; then one frame that asks for its tiles
 * but paints nothing; then none until they are all in (or {@link FIRST_PICTURE_WAIT_MS} has passed, or an error
 * came), and the full picture is the first frame painted. maplibre then draws once more because new symbols came
 * while it placed them, but with no fades and icons that ignore placement that frame shows the same picture: the
 * request the picture's frame makes as it ends is dropped, unless the camera is moving (any later change asks
 * again). Until the first frame the container's background shows, in the basemap's colour.
 */
export function holdFramesUntilLoaded(map: RepaintingMap, sourceId: string): void {
  const repaint = map.triggerRepaint.bind(map);
  let asked = false;
  let phase: "data" | "tiles" | "done" = "data";
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An error before the frame that asks for the tiles leaves that frame to paint.
  let paintAfterAll: (() => void) | undefined;
  const hold = () => {
    map.triggerRepaint = () => {
      asked = true;
    };
  };
  const letThrough = () => {
    map.triggerRepaint = repaint;
    if (asked) {
      asked = false;
      repaint();
    }
  };
  const done = () => {
    phase = "done";
    clearTimeout(timer);
    paintAfterAll?.();
    map.off("sourcedata", onData);
    map.off("error", done);
    letThrough();
  };
  // The picture's frame ends by asking for the placement pass: only that request is dropped (the rest of the
  // frame runs before the microtask), and none while the camera moves, whose next frame it would be.
  const drawPicture = () => {
    map.once("render", () => {
      if (map.isMoving()) return;
      hold();
      queueMicrotask(() => {
        map.triggerRepaint = repaint;
        asked = false;
      });
    });
    done();
  };
  const onData = (event: MapSourceDataEvent) => {
    if (event.sourceId !== sourceId) return;
    if (phase === "data" && event.sourceDataType === "metadata") {
      phase = "tiles";
      // One frame asks for the tiles, painting nothing; what it and anything else asks for while they load would
      // show nothing new.
      paintAfterAll = skipNextPaint(map);
      repaint();
      asked = false;
      timer = setTimeout(done, FIRST_PICTURE_WAIT_MS);
    } else if (phase === "tiles" && event.tile && map.isSourceLoaded(sourceId)) drawPicture();
  };
  hold();
  map.on("sourcedata", onData);
  map.on("error", done);
}
