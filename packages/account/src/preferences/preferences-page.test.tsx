import { meQueries } from "@tandem/api-client/react";
import { createFakeApi, errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as preferencesPage from "./preferences-page.tsx";
import { wireFixture, wirePreferences } from "../testing/preferences-fixtures.ts";

// The contract's member: account updates on, marketing off (after the fixture), security not editable.
const member = {
  ...wireFixture("GET_me"),
  preferences: wirePreferences([
    ["account_updates", true, "on"],
    ["marketing", false, "on"],
    ["security", true, "off"],
  ]),
};

function renderPreferences(api: FakeApi) {
  const page = renderRoute(preferencesPage, { path: routePatterns.preferences, api });
  return { ...page, user: userEvent.setup() };
}

const box = (name: string) => screen.findByRole("checkbox", { name });
const saveButton = () => screen.getByRole("button", { name: "Save preferences" });

describe("/preferences", () => {
  it("R-34 F-189 shows each subscription by its name and description: on editable, off disabled, hidden as text", async () => {
    const preferences = wirePreferences([
      ["account_updates", true, "on"],
      ["marketing", false, "off"],
      ["security", true, "hidden"],
      ["sms_digest", true, "on"],
    ]);
    renderPreferences(createFakeApi({ "GET /me": { body: { ...member, preferences } } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Preferences" })).toBeInTheDocument();
    expect(await box("Account updates")).toBeEnabled();
    expect(await box("Account updates")).toBeChecked();
    expect(await box("Account updates")).toHaveAccessibleDescription(/When an order is ready for pickup/);
    expect(await box("News and offers")).toBeDisabled();
    expect(await box("News and offers")).toHaveAccessibleDescription(/You can't change this one\./);
    expect(screen.getByText("Security messages")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Security/ })).not.toBeInTheDocument();
    // A key without words of its own is never shown raw.
    expect(screen.queryByText(/sms_digest/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("F-190 D-13 A-56 sends both changed toggles in one call, then F-191 shows the saved member and a closable success alert", async () => {
    const saved = wireFixture("POST_preferences");
    const api = createFakeApi({
      "GET /me": { body: member },
      "POST /preferences": {
        body: {
          ...saved,
          preferences: wirePreferences([
            ["account_updates", false, "on"],
            ["marketing", true, "on"],
            ["security", true, "off"],
          ]),
        },
      },
    });
    const { user, context } = renderPreferences(api);
    await user.click(await box("Account updates"));
    await user.click(await box("News and offers"));
    await user.click(saveButton());
    expect(await screen.findByText("Your preferences have been saved.")).toBeInTheDocument();
    expect(api.callsTo("POST /preferences")).toHaveLength(1);
    expect(api.callsTo("POST /preferences")[0]?.body).toEqual({
      subscriptions: { account_updates: false, marketing: true },
    });
    const cached = context.queryClient.getQueryData(meQueries.current(context.apiClient).queryKey);
    expect(cached?.preferences.subscriptions.map((s) => s.optedIn)).toEqual([false, true, true]);
    expect(await box("Account updates")).not.toBeChecked();
    expect(await box("News and offers")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByText("Your preferences have been saved.")).not.toBeInTheDocument(),
    );
    // Focus stays in place of the closed alert, not lost to the page.
    expect(document.body).not.toHaveFocus();
  });

  it("F-190 says a failed save inline and keeps the choices", async () => {
    const api = createFakeApi({
      "GET /me": { body: member },
      "POST /preferences": errorAnswer(500, "api_error"),
    });
    const { user } = renderPreferences(api);
    await user.click(await box("News and offers"));
    await user.click(saveButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong on our side.");
    expect(await box("News and offers")).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText("Your preferences have been saved.")).not.toBeInTheDocument();
  });

  it("says there is nothing to save when nothing changed, and sends nothing", async () => {
    const api = createFakeApi({ "GET /me": { body: member } });
    const { user } = renderPreferences(api);
    await user.click(await box("News and offers"));
    await user.click(await box("News and offers"));
    await user.click(saveButton());
    expect(
      await screen.findByText("Nothing to save yet: tick or untick a message first."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /preferences")).toHaveLength(0);
  });
});
