/** The user-timing mark of each frame the map draws as it starts (read by the load bench and the Lighthouse gate). */
export const MAP_FRAME_MARK = "tandem:map-frame";

/**
 * Frames marked per map: the start and a few moves after it. Marks stay in the page's performance timeline, so a
 * member panning for an hour must not fill it.
 */
const MARKED_FRAMES = 60;

interface RenderEvents {
  on: (type: "render", listener: () => void) => unknown;
  off: (type: "render", listener: () => void) => unknown;
}

/**
 * Marks each of the map's first frames in the page's performance timeline, so that a benchmark (or Lighthouse's
 * user timings) can count the frames to the first full picture, and can tell the map was drawn rather than its
 * list-only stand-in. A mark costs microseconds and draws nothing.
 */
export function markStartFrames(map: RenderEvents): void {
  let frames = 0;
  const onRender = () => {
    performance.mark(MAP_FRAME_MARK);
    frames += 1;
    if (frames >= MARKED_FRAMES) map.off("render", onRender);
  };
  map.on("render", onRender);
}
