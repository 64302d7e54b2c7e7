import type { MapSourceDataEvent } from "maplibre-gl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_PICTURE_WAIT_MS, holdFramesUntilLoaded } from "./first-picture.ts";

/**
 * A map as maplibre's behaves at start: each repaint request schedules a frame (one at a time), a frame paints
 * (`frames` counts the frames painted) and fires `render`, and the test says when the source's data and tiles are
 * in.
 */
function fakeMap() {
  const listeners = new Map<string, Set<(event: MapSourceDataEvent) => void>>();
  const map = {
    frames: 0,
    scheduled: false,
    tilesLoaded: false,
    moving: false,
    painter: {
      render: () => {
        map.frames += 1;
      },
    },
    triggerRepaint() {
      map.scheduled = true;
    },
    isSourceLoaded: () => map.tilesLoaded,
    isMoving: () => map.moving,
    on: (type: string, listener: (event: MapSourceDataEvent) => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    off: (type: string, listener: (event: MapSourceDataEvent) => void) =>
      listeners.get(type)?.delete(listener),
    once: (type: string, listener: () => void) => {
      const once = () => {
        listeners.get(type)?.delete(once);
        listener();
      };
      map.on(type, once);
    },
    fire: (type: string, event: Partial<MapSourceDataEvent> = {}) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event as MapSourceDataEvent);
    },
    /** Runs the scheduled frame, if any: maplibre then asks for another while something is left to draw. */
    nextFrame(somethingLeft: boolean) {
      if (!map.scheduled) return;
      map.scheduled = false;
      map.painter.render();
      map.fire("render");
      if (somethingLeft) map.triggerRepaint();
    },
  };
  return map;
}

const data = (sourceDataType: "metadata" | "content", sourceId = "drawing") => ({ sourceId, sourceDataType });
/** A tile of the page's source has loaded. */
const tile = { sourceId: "drawing", tile: {} } as unknown as MapSourceDataEvent;

describe("the map's first full picture", () => {
  afterEach(() => vi.useRealTimers());

  it("is the first frame painted: the frame asking for the tiles once the data is in paints nothing", async () => {
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.triggerRepaint(); // the style loaded
    map.nextFrame(true);
    map.fire("sourcedata", data("metadata", "streets"));
    map.nextFrame(true);
    expect(map.frames).toBe(0);
    map.fire("sourcedata", data("metadata"));
    // maplibre has asked for no tile yet, so it counts the source as loaded: only a loaded tile says so.
    map.tilesLoaded = true;
    map.fire("sourcedata", data("content"));
    map.tilesLoaded = false;
    map.nextFrame(true); // asks for the tiles
    expect(map.frames).toBe(0);
    map.fire("sourcedata", tile); // one tile of two
    map.nextFrame(true);
    expect(map.frames).toBe(0);
    map.tilesLoaded = true;
    map.fire("sourcedata", tile);
    map.nextFrame(true); // maplibre asks to place the new symbols again: the same picture
    expect(map.frames).toBe(1);
    await Promise.resolve();
    map.nextFrame(false);
    expect(map.frames).toBe(1);
    map.triggerRepaint(); // a pan afterwards draws at once
    map.nextFrame(false);
    expect(map.frames).toBe(2);
  });

  it("keeps the frames of a flight under way when the picture is drawn (the member chose a vehicle meanwhile)", async () => {
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.triggerRepaint();
    map.fire("sourcedata", data("metadata"));
    map.nextFrame(true);
    map.tilesLoaded = true;
    map.moving = true;
    map.fire("sourcedata", tile);
    map.nextFrame(true); // the picture, mid-flight: the flight's next frame is asked for
    await Promise.resolve();
    map.nextFrame(true);
    expect(map.frames).toBe(2);
  });

  it(`draws anyway ${String(FIRST_PICTURE_WAIT_MS)} ms after asking for tiles that do not come`, () => {
    vi.useFakeTimers();
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.triggerRepaint();
    map.fire("sourcedata", data("metadata"));
    map.nextFrame(true);
    vi.advanceTimersByTime(FIRST_PICTURE_WAIT_MS - 1);
    map.nextFrame(true);
    expect(map.frames).toBe(0);
    vi.advanceTimersByTime(1);
    map.nextFrame(false);
    expect(map.frames).toBe(1);
  });

  it("paints the frame that was to ask for the tiles when an error comes before it runs", () => {
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.fire("sourcedata", data("metadata"));
    map.fire("error");
    map.nextFrame(false);
    expect(map.frames).toBe(1);
  });

  it("leaves the painter to what wraps it afterwards (the frame marks), which sees every frame painted", () => {
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.fire("sourcedata", data("metadata"));
    const inner = map.painter.render;
    let wrapped = 0;
    map.painter.render = () => {
      wrapped += 1;
      inner();
    };
    map.nextFrame(true); // asks for the tiles, painting nothing
    map.tilesLoaded = true;
    map.fire("sourcedata", tile);
    map.nextFrame(false); // the picture
    expect(map.frames).toBe(1);
    expect(wrapped).toBe(2);
  });

  it("lets frames through after an error, so a source that failed still leaves the map drawn", () => {
    const map = fakeMap();
    holdFramesUntilLoaded(map, "drawing");
    map.triggerRepaint();
    map.fire("error");
    map.nextFrame(false);
    expect(map.frames).toBe(1);
  });
});
