import { describe, expect, it } from "vitest";
import { isSoftwareRenderer, mapPixelRatio, MAX_MAP_PIXEL_RATIO } from "./pixel-ratio.ts";

describe("isSoftwareRenderer", () => {
  it("knows the renderers that draw WebGL on the CPU", () => {
    for (const name of [
      "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
      "Google SwiftShader",
      "llvmpipe (LLVM 15.0.6, 256 bits)",
      "ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)",
    ])
      expect(isSoftwareRenderer(name)).toBe(true);
  });

  it("takes a GPU, or a renderer it cannot name, for hardware", () => {
    for (const name of [
      "Adreno (TM) 610",
      "Mali-G52 MC2",
      "Apple GPU",
      "ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)",
      "WebKit WebGL",
      "",
    ])
      expect(isSoftwareRenderer(name)).toBe(false);
  });
});

describe("mapPixelRatio", () => {
  it("follows the screen up to the marker images' ratio", () => {
    expect(mapPixelRatio(1, false)).toBe(1);
    expect(mapPixelRatio(1.75, false)).toBe(1.75);
    expect(mapPixelRatio(3, false)).toBe(MAX_MAP_PIXEL_RATIO);
    expect(mapPixelRatio(0, false)).toBe(1);
  });

  it("draws at 1x on a software renderer, whatever the screen", () => {
    expect(mapPixelRatio(1.75, true)).toBe(1);
    expect(mapPixelRatio(3, true)).toBe(1);
  });
});
