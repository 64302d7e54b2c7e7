import { setupI18n, type Messages } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalog } from "./catalogs.ts";
import type { Language } from "./languages.ts";
import { createStaticStringsLoader, type FetchStrings } from "./server-strings/static-strings-loader.ts";
import { applyLanguage } from "./setup.ts";
import { switchLanguage } from "./switch-language.ts";

const spanishStrings = { welcome: { continue: ["s", "Sigue"] } };

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

async function setup(fetchStrings: FetchStrings) {
  const instance = setupI18n();
  await applyLanguage("en", instance);
  // Load the Spanish chunk before fake timers start, so only the strings request is timed.
  await loadCatalog("es");
  const strings = createStaticStringsLoader({ instance, fetchStrings, log: vi.fn() });
  vi.useFakeTimers();
  return { instance, strings };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("switchLanguage", () => {
  it("F-032 applies as soon as the new strings arrive, with them", async () => {
    const { instance, strings } = await setup(() => later(120, spanishStrings));
    const switching = switchLanguage("es", { instance, strings });
    await vi.advanceTimersByTimeAsync(100);
    expect(instance.locale).toBe("en");
    await vi.advanceTimersByTimeAsync(20);
    await expect(switching).resolves.toBe(true);
    expect(instance.locale).toBe("es");
    expect(instance._("welcome.continue")).toBe("Sigue");
  });

  it("C-09 D-03 applies with the bundled Spanish after 500 ms when the strings are slow, and takes them later", async () => {
    const { instance, strings } = await setup(() => later(2000, spanishStrings));
    const switching = switchLanguage("es", { instance, strings });
    // Literal times, not the constant: the test must fail if the wait changes.
    await vi.advanceTimersByTimeAsync(499);
    expect(instance.locale).toBe("en");
    await vi.advanceTimersByTimeAsync(1);
    await expect(switching).resolves.toBe(true);
    expect(instance._("welcome.continue")).toBe("Continuar");
    await vi.advanceTimersByTimeAsync(1500);
    expect(instance._("welcome.continue")).toBe("Sigue");
  });

  it("F-036 a failed strings file still switches, with the bundled text", async () => {
    const { instance, strings } = await setup(() => Promise.reject(new Error("500")));
    await expect(switchLanguage("es", { instance, strings })).resolves.toBe(true);
    expect(instance.locale).toBe("es");
    expect(instance._("welcome.continue")).toBe("Continuar");
  });

  it("D-03 a failed catalog is logged and the current language stays", async () => {
    const instance = setupI18n();
    await applyLanguage("en", instance);
    const log = vi.fn();
    const failing = (_language: Language): Promise<Messages> => Promise.reject(new Error("chunk failed"));
    await expect(switchLanguage("es", { instance, loadCatalog: failing, log })).resolves.toBe(false);
    expect(instance.locale).toBe("en");
    expect(log).toHaveBeenCalledWith("Could not load the es catalog; staying in en", expect.any(Error));
    await expect(switchLanguage("es", { instance })).resolves.toBe(true);
  });

  it("F-032 the newest of two quick switches wins", async () => {
    const { instance, strings } = await setup((language) => later(language === "es" ? 300 : 10, {}));
    const toSpanish = switchLanguage("es", { instance, strings });
    const backToEnglish = switchLanguage("en", { instance, strings });
    await vi.advanceTimersByTimeAsync(400);
    await expect(backToEnglish).resolves.toBe(true);
    await expect(toSpanish).resolves.toBe(false);
    expect(instance.locale).toBe("en");
  });

  it("D-18 activates the US conventions of the language for numbers and plurals", async () => {
    const instance = setupI18n();
    await switchLanguage("es", { instance });
    expect(instance.locales).toBe("es-US");
    expect(instance._("errors.too_many_requests", { seconds: 1 })).toMatch(/1 segundo\b/);
  });
});
