import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { termsFile } from "../../testing/legal-fixtures.ts";
import * as termsPage from "./terms-of-use-page.tsx";

const TERMS = "GET /meta/static_strings/en/terms_of_use_and_sale";

describe("/terms-of-use", () => {
  it("R-39 F-198 holds the text's place, then renders the file's contents as markdown under its title", async () => {
    const api = createFakeApi({ [TERMS]: { body: termsFile } });
    renderRoute(termsPage, { path: routePatterns.termsOfUse, api });
    expect(screen.getByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use and Sale" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Your account" })).toBeVisible();
    expect(screen.getByText("Keep your codes to yourself.")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Terms of Use | Tandem"));
    expect(api.callsTo(TERMS)).toHaveLength(1);
  });

  it("F-198 a failed load says so, and Try again fetches the file anew", async () => {
    const api = createFakeApi({ [TERMS]: errorAnswer(403, "forbidden") });
    renderRoute(termsPage, { path: routePatterns.termsOfUse, api });
    expect(await screen.findByText(/We could not load the terms of use/)).toBeVisible();
    api.on(TERMS, { body: termsFile });
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use and Sale" })).toBeVisible();
  });
});
