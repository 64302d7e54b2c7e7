import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "../setup.ts";
import { errorMessage } from "./error-message.ts";

async function instanceIn(language: "en" | "es") {
  const instance = setupI18n();
  await applyLanguage(language, instance);
  return instance;
}

describe("errorMessage", () => {
  it.each([
    ["network_error", "errors.network_error"],
    ["forbidden", "errors.forbidden"],
    ["invalid_otp", "errors.invalid_otp"],
    ["card_insufficient_funds", "errors.card_insufficient_funds"],
    ["read_only_unverified", "errors.read_only_unverified"],
  ])("E-07 looks the code %s up as %s", (code, id) => {
    expect(errorMessage(code).id).toBe(id);
  });

  it.each([["api_error"], ["no_such_code"], ["constructor"], [null], [undefined]])(
    "E-07 falls back to errors.unhandled_error for %s",
    (code) => {
      expect(errorMessage(code).id).toBe("errors.unhandled_error");
    },
  );

  it("E-09 too_many_requests says the seconds, plural-aware, in both languages", async () => {
    const [english, spanish] = await Promise.all([instanceIn("en"), instanceIn("es")]);
    expect(english._(errorMessage("too_many_requests", { seconds: 30 }))).toContain("30 seconds");
    expect(english._(errorMessage("too_many_requests", { seconds: 1 }))).toContain("1 second ");
    expect(spanish._(errorMessage("too_many_requests", { seconds: 60 }))).toContain("60 segundos");
    expect(spanish._(errorMessage("too_many_requests", { seconds: 1 }))).toContain("1 segundo ");
  });

  it("E-04 every error message reads differently in Spanish than the id", async () => {
    const spanish = await instanceIn("es");
    for (const code of ["network_error", "unhandled_error", "validation_error", "card_generic"]) {
      const text = spanish._(errorMessage(code));
      expect(text).not.toBe(`errors.${code}`);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
