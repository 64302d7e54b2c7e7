import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createStaticStringsLoader } from "../server-strings/static-strings-loader.ts";
import { applyLanguage } from "../setup.ts";
import { StaticStringsProvider } from "./static-strings-provider.tsx";
import { useLanguageSwitch } from "./use-language-switch.ts";

async function wrapperWith(fetchStrings: (language: string, namespace: string) => Promise<unknown>) {
  const instance = setupI18n();
  await applyLanguage("en", instance);
  const loader = createStaticStringsLoader({ instance, fetchStrings, log: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={instance}>
      <StaticStringsProvider loader={loader}>{children}</StaticStringsProvider>
    </I18nProvider>
  );
  return { instance, wrapper };
}

describe("useLanguageSwitch", () => {
  it("F-032 switches with the server's strings, shows the pending language and calls onSwitched", async () => {
    const fetchStrings = vi.fn(() => Promise.resolve({ welcome: { continue: ["s", "Adelante"] } }));
    const { instance, wrapper } = await wrapperWith(fetchStrings);
    const onSwitched = vi.fn();
    const { result } = renderHook(() => useLanguageSwitch({ onSwitched }), { wrapper });
    expect(result.current.language).toBe("en");

    let switching: Promise<boolean> = Promise.resolve(false);
    act(() => {
      switching = result.current.switchLanguage("es");
    });
    expect(result.current.pending).toBe("es");
    await act(async () => {
      await expect(switching).resolves.toBe(true);
    });

    expect(fetchStrings).toHaveBeenCalledWith("es", "strings");
    expect(result.current.language).toBe("es");
    expect(result.current.pending).toBeNull();
    expect(instance._("welcome.continue")).toBe("Adelante");
    expect(onSwitched).toHaveBeenCalledWith("es");
  });

  it("F-036 without a strings provider it switches with the bundled catalogs", async () => {
    const instance = setupI18n();
    await applyLanguage("en", instance);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={instance}>{children}</I18nProvider>
    );
    const { result } = renderHook(() => useLanguageSwitch(), { wrapper });
    await act(() => result.current.switchLanguage("es"));
    await waitFor(() => expect(result.current.language).toBe("es"));
    expect(instance._("welcome.continue")).toBe("Continuar");
  });
});
