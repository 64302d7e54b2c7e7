import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { usePageTitle } from "./use-page-title.ts";

describe("usePageTitle", () => {
  it("B-11 titles the page '<page> | Tandem' and follows a language switch", () => {
    const i18n = setupI18n({
      locale: "en",
      messages: { en: { "trips.title": "Trips" }, es: { "trips.title": "Viajes" } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => usePageTitle({ id: "trips.title" }), { wrapper });
    expect(result.current).toBe("Trips");
    expect(document.title).toBe("Trips | Tandem");
    act(() => i18n.activate("es"));
    expect(document.title).toBe("Viajes | Tandem");
  });
});
