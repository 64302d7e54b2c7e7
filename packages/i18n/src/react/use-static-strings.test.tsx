import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createStaticStringsLoader } from "../server-strings/static-strings-loader.ts";
import { applyLanguage } from "../setup.ts";
import { StaticStringsProvider } from "./static-strings-provider.tsx";
import { useStaticStrings } from "./use-static-strings.ts";

async function setup(fetchStrings: (language: string, namespace: string) => Promise<unknown>) {
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

describe("useStaticStrings", () => {
  it("F-037 loads a legal text on demand, once per language and namespace", async () => {
    const fetchStrings = vi.fn(() => Promise.resolve({ contents: ["mp", "# Privacy policy\n\nWe care."] }));
    const { instance, wrapper } = await setup(fetchStrings);
    const first = renderHook(() => useStaticStrings("privacy_policy"), { wrapper });
    expect(first.result.current).toBe("loading");
    await waitFor(() => expect(first.result.current).toBe("ready"));
    expect(instance._("privacy_policy.contents")).toBe("\u200D# Privacy policy\n\nWe care.");

    const second = renderHook(() => useStaticStrings("privacy_policy"), { wrapper });
    expect(second.result.current).toBe("ready");
    expect(fetchStrings).toHaveBeenCalledTimes(1);
    expect(fetchStrings).toHaveBeenCalledWith("en", "privacy_policy");
  });

  it("F-036 reports a failed load so the page can show its error view", async () => {
    const { wrapper } = await setup(() => Promise.reject(new Error("403 forbidden")));
    const { result } = renderHook(() => useStaticStrings("terms_of_use_and_sale"), { wrapper });
    await waitFor(() => expect(result.current).toBe("failed"));
  });

  it("F-037 loads the namespace again in the new language after a switch", async () => {
    const fetchStrings = vi.fn((language: string) =>
      Promise.resolve({ contents: ["mp", `Text ${language}`] }),
    );
    const { instance, wrapper } = await setup(fetchStrings);
    const { result } = renderHook(() => useStaticStrings("terms_of_use_and_sale"), { wrapper });
    await waitFor(() => expect(result.current).toBe("ready"));
    await applyLanguage("es", instance);
    await waitFor(() => expect(fetchStrings).toHaveBeenCalledWith("es", "terms_of_use_and_sale"));
    await waitFor(() => expect(instance._("terms_of_use_and_sale.contents")).toBe("\u200DText es"));
    expect(result.current).toBe("ready");
  });
});
