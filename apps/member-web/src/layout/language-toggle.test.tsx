import { createApiClient } from "@tandem/api-client";
import { ApiClientProvider } from "@tandem/api-client/react";
import { applyLanguage } from "@tandem/i18n";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LanguageToggle } from "./language-toggle.tsx";

const list = (items: unknown[]) => ({
  object: "list",
  current_page: 1,
  page_count: 1,
  total_count: items.length,
  has_more: false,
  items,
});

function renderToggle(locales: Response) {
  const client = createApiClient({
    host: "http://127.0.0.1:22001",
    fetch: (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path.endsWith("/meta/supported_locales")) return Promise.resolve(locales.clone());
      return Promise.resolve(
        Response.json({ error: { status: 401, code: "unauthenticated" } }, { status: 401 }),
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TandemI18nProvider>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <LanguageToggle />
        </QueryClientProvider>
      </ApiClientProvider>
    </TandemI18nProvider>,
  );
}

// The app applies a language (and so loads its catalog) before its first render; so do these tests.
beforeEach(async () => {
  await applyLanguage("en");
});

afterEach(async () => {
  await applyLanguage("en");
});

describe("LanguageToggle", () => {
  it("F-031 A-03 offers the server's locales by their native names, English chosen by default", async () => {
    renderToggle(
      Response.json(
        list([
          { code: "en", language: "English", native: "English" },
          { code: "es", language: "Spanish", native: "Español (EE. UU.)" },
        ]),
      ),
    );
    expect(await screen.findByRole("button", { name: "Español (EE. UU.)" })).toHaveAttribute("lang", "es");
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("group", { name: "Language / Idioma" })).toBeInTheDocument();
  });

  it("C-08 offers English and Español while the locales are unknown, and switches on a click", async () => {
    renderToggle(Response.json({ error: { status: 500, code: "api_error" } }, { status: 500 }));
    await userEvent.click(screen.getByRole("button", { name: "Español" }));
    expect(await screen.findByRole("button", { name: "Español", pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem("language")).toBe('"es"');
  });
});
