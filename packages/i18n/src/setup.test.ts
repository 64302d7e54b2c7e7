import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { applyLanguage, tandemI18n } from "./setup.ts";

describe("applyLanguage", () => {
  it("F-031 English is the active language from the start, its catalog loaded on demand", async () => {
    expect(tandemI18n.locale).toBe("en");
    await applyLanguage("en");
    expect(tandemI18n.locale).toBe("en");
    expect(tandemI18n._("welcome.continue")).toBe("Continue");
  });

  it("F-032 switches the active language after loading its catalog", async () => {
    const instance = setupI18n();
    await applyLanguage("es", instance);
    expect(instance.locale).toBe("es");
    expect(instance._("common.app_name")).toBe("Tandem");
    expect(instance._("welcome.continue")).toBe("Continuar");
  });

  it("F-032 loads a catalog once and switches back and forth", async () => {
    const instance = setupI18n();
    await applyLanguage("es", instance);
    await applyLanguage("en", instance);
    expect(instance._("welcome.continue")).toBe("Continue");
    await applyLanguage("es", instance);
    expect(instance._("welcome.continue")).toBe("Continuar");
  });
});
