import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadCatalog, type MessageArea } from "./catalogs.ts";
import { SUPPORTED_LANGUAGES, type Language } from "./languages.ts";
import { applyLanguage, loadMessageArea } from "./setup.ts";

describe("catalog areas", () => {
  // One page word per area, with what it reads in each language.
  const AREA_WORDS: [MessageArea, string, Record<Language, string>][] = [
    ["account", "start.phone_label", { en: "Mobile number", es: "Número de celular" }],
    ["commerce", "food.cart_updating", { en: "Cart, updating", es: "Carrito, actualizando" }],
    ["mobility", "mobility.drawer_error", { en: "Vehicle unavailable", es: "Vehículo no disponible" }],
    ["pages", "dashboard.greeting", { en: "Hello, Rosa", es: "Hola, Rosa" }],
  ];

  it.each(AREA_WORDS)(
    "the %s area's catalog reads %s out in each language, and the start-up catalog does not carry it",
    async (area, id, words) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const [startUp, own] = await Promise.all([loadCatalog(language), loadCatalog(language, area)]);
        expect(id in startUp, `${language}: in the start-up catalog`).toBe(false);
        const instance = setupI18n({ locale: language, messages: { [language]: own } });
        expect(instance._(id, { name: "Rosa" })).toBe(words[language]);
      }
    },
  );

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
