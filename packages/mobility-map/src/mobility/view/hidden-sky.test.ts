import { describe, expect, it } from "vitest";
import { dropHiddenSky } from "./hidden-sky.ts";

/** maplibre's draw functions are one table for every map; each frame's paint starts with the sky. */
const shared = { sky: () => void passes.push("sky"), background: () => void passes.push("background") };
let passes: string[] = [];

/** A map whose painter paints a frame as maplibre's does: the sky, then the layers. */
function fakeMap(maxPitch: number) {
  const painter = {
    drawFunctions: shared,
    render() {
      this.drawFunctions.sky();
      this.drawFunctions.background();
    },
  };
  return { getMaxPitch: () => maxPitch, painter };
}

describe("the sky a flat map never shows", () => {
  it("is not painted by a map that cannot tilt; its layers still are", () => {
    passes = [];
    const map = fakeMap(0);
    dropHiddenSky(map);
    map.painter.render();
    expect(passes).toEqual(["background"]);
  });

  it("is still painted by another map, as the draw functions maplibre shares are left as they were", () => {
    passes = [];
    dropHiddenSky(fakeMap(0));
    fakeMap(0).painter.render();
    expect(passes).toEqual(["sky", "background"]);
  });

  it("is still painted by a map that can tilt, whose horizon can come into view", () => {
    passes = [];
    const map = fakeMap(60);
    dropHiddenSky(map);
    map.painter.render();
    expect(passes).toEqual(["sky", "background"]);
  });
});
