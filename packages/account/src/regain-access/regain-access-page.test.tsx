import { createFakeApi, errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as regainPage from "./regain-access-page.tsx";

async function renderRegain(
  api: FakeApi = createFakeApi({ "POST /support/regain_account_access": { body: {} } }),
) {
  const page = renderRoute(regainPage, {
    path: routePatterns.regainAccountAccess,
    at: routePatterns.regainAccountAccess,
    api,
  });
  await screen.findByRole("heading", { level: 1, name: "Get back into your account" });
  return { ...page, user: userEvent.setup() };
}

const name = () => screen.getByLabelText("Full name");
const current = () => screen.getByLabelText("Current phone number");
const previous = () => screen.getByLabelText("Previous phone number");
const send = () => screen.getByRole("button", { name: "Send request" });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), "Sam Okoye");
  await user.type(current(), "5035550199");
  await user.type(previous(), "5035550150");
}

describe("/regain-account-access", () => {
  it("V-09 leaving Full name empty shows its error at once; typing into it clears the error", async () => {
    const { user } = await renderRegain();
    const field = name();
    await user.click(field);
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/This field is required\./);
    await user.type(field, "S");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAccessibleDescription(/This field is required\./);
  });

  it("R-07 V-08 submitted empty, says all three are required, at the top and beside each", async () => {
    const { user, api } = await renderRegain();
    await user.click(send());
    const summary = screen.getByRole("heading", { name: "There is a problem" }).closest("[tabindex]");
    // The summary takes focus in an effect after the render the submit caused.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Full name: This field is required.",
      "Current phone number: This field is required.",
      "Previous phone number: This field is required.",
    ]);
    for (const field of [name(), current(), previous()]) {
      expect(field).toHaveAccessibleDescription(/This field is required\./);
    }
    expect(api.callsTo("POST /support/regain_account_access")).toHaveLength(0);
  });

  it("V-08 formats both phones as they are typed and rejects an incomplete one", async () => {
    const { user } = await renderRegain();
    await fill(user);
    expect(current()).toHaveValue("(503) 555-0199");
    expect(previous()).toHaveValue("(503) 555-0150");
    await user.clear(previous());
    await user.type(previous(), "503555");
    await user.click(send());
    expect(previous()).toHaveAccessibleDescription(/This field is not valid\./);
  });

  it("F-056 A-17 sends name and normalized phones, disables the form meanwhile, then replaces the page", async () => {
    let answer: () => void = () => undefined;
    const api = createFakeApi({
      "POST /support/regain_account_access": () =>
        new Promise((resolve) => (answer = () => resolve({ body: {} }))),
    });
    const { user, router } = await renderRegain(api);
    await fill(user);
    await user.click(send());
    for (const field of [name(), current(), previous(), send()]) expect(field).toBeDisabled();
    answer();
    expect(await screen.findByText("Now at /regain-account-access/success")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api.callsTo("POST /support/regain_account_access").map((call) => call.body)).toEqual([
      { name: "Sam Okoye", current_phone: "15035550199", previous_phone: "15035550150" },
    ]);
  });

  it("F-056 a failure shows inline, re-enables the form and keeps what was typed", async () => {
    const api = createFakeApi({ "POST /support/regain_account_access": errorAnswer(500, "unhandled_error") });
    const { user } = await renderRegain(api);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(send()).toHaveFocus();
    expect(name()).toHaveValue("Sam Okoye");
    expect(current()).toHaveValue("(503) 555-0199");
    expect(previous()).toHaveValue("(503) 555-0150");
  });
});
