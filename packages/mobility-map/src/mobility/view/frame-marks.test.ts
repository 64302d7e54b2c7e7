import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAP_FRAME_MARK, markStartFrames } from "./frame-marks.ts";

/** A map whose painter paints each frame, as maplibre's does at the end of every frame. */
function fakeMap() {
  const map = {
    painted: 0,
    painter: {
      render: () => {
        map.painted += 1;
      },
    },
    draw: (frames: number) => {
      for (let frame = 0; frame < frames; frame++) map.painter.render();
    },
  };
  return map;
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
    expect(map.painted).toBe(3);
    expect(marks).toEqual([MAP_FRAME_MARK, MAP_FRAME_MARK, MAP_FRAME_MARK]);
  });

  it("stops after the first 60 frames, so an hour of panning does not fill the timeline", () => {
    const map = fakeMap();
    markStartFrames(map);
    map.draw(500);
    expect(map.painted).toBe(500);
    expect(marks).toHaveLength(60);
  });
});
