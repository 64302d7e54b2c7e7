import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAP_FRAME_MARK, markStartFrames } from "./frame-marks.ts";

/** A map that only emits `render`, as maplibre does once per frame drawn. */
function fakeMap() {
  const listeners = new Set<() => void>();
  return {
    on: (_type: "render", listener: () => void) => listeners.add(listener),
    off: (_type: "render", listener: () => void) => listeners.delete(listener),
    draw: (frames: number) => {
      for (let frame = 0; frame < frames; frame++) for (const listener of [...listeners]) listener();
    },
  };
}

describe("the map's start-up frame marks", () => {
  // jsdom's performance has no user timing: a timeline that keeps the marks' names stands in for the browser's.
  let marks: string[] = [];
  beforeEach(() => {
    marks = [];
    vi.stubGlobal("performance", { mark: (name: string) => marks.push(name) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("marks each frame drawn, so the load bench counts the frames to the first full picture", () => {
    const map = fakeMap();
    markStartFrames(map);
    map.draw(3);
    expect(marks).toEqual([MAP_FRAME_MARK, MAP_FRAME_MARK, MAP_FRAME_MARK]);
  });

  it("stops after the first 60 frames, so an hour of panning does not fill the timeline", () => {
    const map = fakeMap();
    markStartFrames(map);
    map.draw(500);
    expect(marks).toHaveLength(60);
  });
});
