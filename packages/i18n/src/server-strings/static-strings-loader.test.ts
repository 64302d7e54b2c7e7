import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../setup.ts";
import { createStaticStringsLoader, namespacedId, type FetchStrings } from "./static-strings-loader.ts";

const strings = { errors: { unhandled_error: ["s", "Server says sorry."] } };

async function englishInstance() {
  const instance = setupI18n();
  await applyLanguage("en", instance);
  return instance;
}

describe("createStaticStringsLoader", () => {
  it("F-039 server strings override the bundled messages", async () => {
    const instance = await englishInstance();
    expect(instance._("errors.unhandled_error")).not.toBe("Server says sorry.");
    const loader = createStaticStringsLoader({ instance, fetchStrings: () => Promise.resolve(strings) });
    await expect(loader.load("en", "strings")).resolves.toBe(true);
    expect(instance._("errors.unhandled_error")).toBe("Server says sorry.");
    expect(instance._("welcome.continue")).toBe("Continue");
  });

  it("F-039 server strings keep winning when the bundled catalog arrives after them", async () => {
    const instance = setupI18n();
    const loader = createStaticStringsLoader({ instance, fetchStrings: () => Promise.resolve(strings) });
    await loader.load("es", "strings");
    await applyLanguage("es", instance);
    expect(instance._("errors.unhandled_error")).toBe("Server says sorry.");
    expect(instance._("welcome.continue")).toBe("Continuar");
  });

  it("F-037 fetches each (language, namespace) once, even when asked twice at the same time", async () => {
    const fetchStrings = vi.fn<FetchStrings>(() => Promise.resolve({ contents: ["mp", "Policy"] }));
    const loader = createStaticStringsLoader({ instance: await englishInstance(), fetchStrings });
    await Promise.all([loader.load("en", "privacy_policy"), loader.load("en", "privacy_policy")]);
    await loader.load("en", "privacy_policy");
    await loader.load("es", "privacy_policy");
    expect(fetchStrings.mock.calls).toEqual([
      ["en", "privacy_policy"],
      ["es", "privacy_policy"],
    ]);
    expect(loader.has("en", "privacy_policy")).toBe(true);
    expect(loader.has("en", "terms_of_use_and_sale")).toBe(false);
  });

  it("F-037 legal texts load by namespace under namespaced ids", async () => {
    const instance = await englishInstance();
    const loader = createStaticStringsLoader({
      instance,
      fetchStrings: () => Promise.resolve({ contents: ["mp", "# Privacy\n\nWe care."] }),
    });
    await loader.load("en", "privacy_policy");
    expect(instance._(namespacedId("privacy_policy", "contents"))).toBe("\u200D# Privacy\n\nWe care.");
    expect(namespacedId("strings", "errors.forbidden")).toBe("errors.forbidden");
  });

  it("F-036 logs a failed load, keeps the bundled text and tries again next time", async () => {
    const instance = await englishInstance();
    const log = vi.fn();
    const fetchStrings = vi
      .fn<FetchStrings>()
      .mockRejectedValueOnce(new Error("500"))
      .mockResolvedValueOnce(strings);
    const loader = createStaticStringsLoader({ instance, fetchStrings, log });
    await expect(loader.load("en", "strings")).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Could not load the "strings" strings file for en', expect.any(Error));
    expect(instance._("welcome.continue")).toBe("Continue");
    expect(loader.has("en", "strings")).toBe(false);
    await expect(loader.load("en", "strings")).resolves.toBe(true);
    expect(fetchStrings).toHaveBeenCalledTimes(2);
  });

  it("A-02 logs malformed entries and applies the rest", async () => {
    const instance = await englishInstance();
    const log = vi.fn();
    const loader = createStaticStringsLoader({
      instance,
      log,
      fetchStrings: () => Promise.resolve({ common: { close: ["s", "Shut"], broken: "text" } }),
    });
    await loader.load("en", "strings");
    expect(instance._("common.close")).toBe("Shut");
    expect(log).toHaveBeenCalledWith("Skipped malformed strings in en/strings", ["common.broken"]);
  });
});
