import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalogs.ts";
import { applyLanguage, loadMessageArea } from "./setup.ts";

describe("catalog areas", () => {
  it("keeps the words of an area's pages out of the start-up catalog", async () => {
    const [startUp, account] = await Promise.all([loadCatalog("en"), loadCatalog("en", "account")]);
    expect("start.phone_label" in startUp).toBe(false);
    expect(account["start.phone_label"]).toBeDefined();
  });

  it("F-032 loads an area's words in the active language and brings them along on a language switch", async () => {
    const instance = setupI18n();
    await applyLanguage("en", instance);
    await loadMessageArea("account", instance);
    expect(instance._("start.phone_label")).toBe("Mobile number");
    await applyLanguage("es", instance);
    expect(instance._("start.phone_label")).toBe("Número de celular");
    expect(instance._("common.app_name")).toBe("Tandem");
  });
});
