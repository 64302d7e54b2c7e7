import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalogs.ts";
import { applyLanguage } from "./setup.ts";

describe("catalogs", () => {
  it("F-032 switches the active language after loading its catalog", async () => {
    const instance = setupI18n();
    await applyLanguage("es", instance);
    expect(instance.locale).toBe("es");
    expect(instance._("common.app_name")).toBe("Tandem");
    expect(instance._("welcome.continue")).toBe("Continuar");
  });

  it("E-04 has a Spanish message for every English id", async () => {
    const [english, spanish] = await Promise.all([loadCatalog("en"), loadCatalog("es")]);
    const missing = Object.keys(english).filter((id) => !spanish[id]);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
