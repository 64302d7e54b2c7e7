import { describe, expect, it } from "vitest";
import { spriteFingerprint } from "../../../scripts/sprite-sheet.ts";
import { VEHICLE_TYPES } from "../../core/decode-vehicles.ts";
import { vehicleIconName } from "../../core/marker-images.ts";
import { SPRITE_NAMES } from "../../core/sprite-images.ts";
import type { SpriteLayout } from "../../core/sprite-images.ts";
import layoutJson from "./map-sprite.json";

const layout: SpriteLayout = layoutJson;

describe("the map's sprite", () => {
  it("F-091 C-17 was rendered from today's markers, dot and grid (else run `pnpm --filter @tandem/mobility-map sprite`)", () => {
    expect(layout.fingerprint).toBe(spriteFingerprint());
  });

  it("F-091 holds every marker the map draws: each type and provider colour, plain and selected", () => {
    const names = Object.keys(layout.images);
    for (const type of VEHICLE_TYPES)
      for (const slug of ["lime", "biketown", "an-unknown-provider"]) {
        expect(names).toContain(vehicleIconName(type, slug));
        expect(names).toContain(`${vehicleIconName(type, slug)}:selected`);
      }
    expect(names).toEqual(expect.arrayContaining([SPRITE_NAMES.userDot, SPRITE_NAMES.gridCell]));
  });

  it("C-17 draws the markers at twice their CSS size, inside the sheet", () => {
    for (const cell of Object.values(layout.images)) {
      expect(cell.x + cell.width).toBeLessThanOrEqual(layout.width);
      expect(cell.y + cell.height).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.pixelRatio).toBe(2);
    expect(layout.images[vehicleIconName("ebike", "lime")]).toMatchObject({ width: 87, height: 106 });
  });
});
