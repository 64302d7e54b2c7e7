import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as contactListPage from "./contact-list-page.tsx";
import { ENCODED_EVENT, EVENT_NAME, wireFixture } from "../../testing/contact-list-fixtures.ts";

const locales = { body: wireFixture("GET_meta_supported_locales") };

function renderHome(api = createFakeApi({ "GET /meta/supported_locales": locales })) {
  const at = `${routePatterns.contactList}?eventName=${encodeURIComponent(EVENT_NAME)}`;
  return {
    ...renderRoute(contactListPage, { path: routePatterns.contactList, at, api }),
    user: userEvent.setup(),
  };
}

describe("/contact-list", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = "en";
  });

  it("R-13 shows the logo 250 wide, a welcome, the choose-language heading and a button per language", async () => {
    const { container } = renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Stay in touch with Tandem" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Choose your language" })).toBeVisible();
    expect(container.querySelector("svg")).toHaveAttribute("width", "250");
    const buttons = screen.getAllByRole("button").map((button) => button.textContent);
    expect(buttons).toEqual(["English", "Español"]);
    expect(screen.getByRole("button", { name: "Español" })).toHaveAttribute("lang", "es");
  });

  it("F-076 D-20 choosing Español switches the language and opens the form with the event encoded", async () => {
    const { user } = renderHome();
    await user.click(await screen.findByRole("button", { name: "Español" }));
    expect(await screen.findByRole("status", { name: "current page" })).toHaveTextContent(
      `Now at /contact-list/add?eventName=${ENCODED_EVENT}`,
    );
    expect(document.documentElement.lang).toBe("es");
  });

  it("R-13 offers the languages the server lists", async () => {
    const onlyEnglish = { object: "list", current_page: 1, page_count: 1, total_count: 1, has_more: false };
    const items = [{ code: "en", language: "English", native: "English (US)" }];
    renderHome(createFakeApi({ "GET /meta/supported_locales": { body: { ...onlyEnglish, items } } }));
    expect(await screen.findByRole("button", { name: "English (US)" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Español" })).not.toBeInTheDocument();
  });

  it("F-076 offers English and Español by their own names when the server's list cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderHome(createFakeApi({ "GET /meta/supported_locales": errorAnswer(500, "api_error") }));
    expect(await screen.findByRole("button", { name: "English" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Español" })).toBeVisible();
  });

  it("F-079 links to the privacy policy and Instagram in new tabs", async () => {
    renderHome();
    const privacy = await screen.findByRole("link", { name: /How we use your information/ });
    expect(privacy).toHaveAttribute("href", "/privacy-policy");
    expect(privacy).toHaveAttribute("target", "_blank");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Follow Tandem on Instagram/ })).toHaveAttribute(
        "target",
        "_blank",
      ),
    );
  });
});
