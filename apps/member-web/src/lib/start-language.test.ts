import { applyLanguage, tandemI18n, type StaticStringsLoader } from "@tandem/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestLanguage, startLanguage } from "./start-language.ts";

function strings(): StaticStringsLoader & { load: ReturnType<typeof vi.fn> } {
  return { load: vi.fn(() => Promise.resolve(true)), has: () => false };
}

afterEach(async () => {
  await applyLanguage("en");
  document.documentElement.lang = "en";
});

describe("startLanguage", () => {
  it("F-016 starts in English with its strings when nothing is stored", async () => {
    const loader = strings();
    await startLanguage(loader);
    expect(tandemI18n.locale).toBe("en");
    expect(loader.load).toHaveBeenCalledWith("en", "strings");
    expect(document.documentElement.lang).toBe("en");
  });

  it("F-016 restores the stored language before the first render", async () => {
    window.localStorage.setItem("language", JSON.stringify("es"));
    const loader = strings();
    await startLanguage(loader);
    expect(tandemI18n.locale).toBe("es");
    expect(tandemI18n._("welcome.continue")).toBe("Continuar");
    expect(loader.load).toHaveBeenCalledWith("es", "strings");
    expect(document.documentElement.lang).toBe("es");
  });

  it("A-05 requests made while the stored language starts (the first page's loaders) already ask for it", async () => {
    window.localStorage.setItem("language", JSON.stringify("es"));
    let asked = "";
    const loader: StaticStringsLoader = {
      load: () => {
        asked = requestLanguage();
        return Promise.resolve(true);
      },
      has: () => false,
    };
    expect(requestLanguage()).toBe("en");
    await startLanguage(loader);
    expect(asked).toBe("es");
    expect(requestLanguage()).toBe("es");
  });

  it("F-020 a corrupt stored value is logged and the app starts in English", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.localStorage.setItem("language", "{not json");
    await startLanguage(null);
    expect(tandemI18n.locale).toBe("en");
    expect(log).toHaveBeenCalledWith("storage: could not read language", expect.any(SyntaxError));
  });

  it("F-036 a failed strings file is not in the way of the start", async () => {
    window.localStorage.setItem("language", JSON.stringify("es"));
    await startLanguage({ load: () => Promise.resolve(false), has: () => false });
    expect(tandemI18n.locale).toBe("es");
  });
});
