/** The user-timing mark of each frame the map draws as it starts (read by the load bench and the Lighthouse gate). */
export const MAP_FRAME_MARK = "tandem:map-frame";

/**
 * Frames marked per map: the start and a few moves after it. Marks stay in the page's performance timeline, so a
 * member panning for an hour must not fill it.
 */
const MARKED_FRAMES = 60;

/** The part of maplibre's map that paints: its painter, called at the end of each frame to paint the canvas. */
export interface PaintingMap {
  painter: { render: (...args: never[]) => void };
}

/**
 * Marks each of the first frames the map paints in the page's performance timeline, so that a benchmark (or
 * Lighthouse's user timings) can count the frames to the first full picture, and can tell the map was drawn rather
 * than its list-only stand-in. A mark costs microseconds and draws nothing; a frame that paints nothing (see
 * first-picture.ts) is not marked.
 */
export function markStartFrames(map: PaintingMap): void {
  const painter = map.painter;
  const paint = painter.render;
  let frames = 0;
  painter.render = (...args) => {
    paint.apply(painter, args);
    if (frames >= MARKED_FRAMES) return;
    frames += 1;
    performance.mark(MAP_FRAME_MARK);
  };
}
