import { createFakeApi, errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as addPage from "./contact-list-add-page.tsx";
import { ENCODED_EVENT, EVENT_NAME, wireFixture } from "../../testing/contact-list-fixtures.ts";

const organizations = { body: wireFixture("GET_meta_supported_organizations") };

function renderAdd(api = createFakeApi({ "GET /meta/supported_organizations": organizations })) {
  const at = `${routePatterns.contactListAdd}?eventName=${encodeURIComponent(EVENT_NAME)}`;
  return {
    ...renderRoute(addPage, { path: routePatterns.contactListAdd, at, api }),
    user: userEvent.setup(),
  };
}

const submit = () => screen.getByRole("button", { name: "Sign up" });
const agreement = () => screen.getByRole("checkbox", { name: /I agree to receive text messages/ });

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText("Your name"), "Rosa Diaz");
  await user.type(screen.getByLabelText("Mobile number"), "5035550142");
  await user.selectOptions(screen.getByLabelText("How did you hear about Tandem?"), "A Tandem event");
  await user.selectOptions(screen.getByLabelText("Your organization"), "Rose CDC");
  await user.click(agreement());
}

describe("/contact-list/add", () => {
  it("V-09 leaving Your name empty shows its error at once; typing into it clears the error", async () => {
    const { user } = renderAdd();
    const field = await screen.findByLabelText("Your name");
    await user.click(field);
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/This field is required\./);
    await user.type(field, "R");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAccessibleDescription(/This field is required\./);
  });

  afterEach(() => vi.restoreAllMocks());

  it("R-14 F-077 C-15 asks every question, with the channels in order and their wire values", async () => {
    renderAdd();
    expect(await screen.findByRole("heading", { level: 1, name: "Join Tandem" })).toBeVisible();
    expect(screen.getByText(`Signing up at ${EVENT_NAME}`)).toBeVisible();
    const channel = screen.getByLabelText("How did you hear about Tandem?");
    const options = within(channel).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.value, option.text, option.disabled])).toEqual([
      ["", "Choose one", true],
      ["instagram", "Instagram", false],
      ["friends_family", "Friends or family", false],
      ["local_community", "A community group", false],
      ["suma_staff", "Tandem staff", false],
      ["suma_event", "A Tandem event", false],
      ["mysuma_website", "The Tandem website", false],
      ["other", "Other", false],
    ]);
    const organization = screen.getByLabelText("Your organization");
    expect(
      within(organization)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose organization",
      "Hacienda CDC",
      "Home Forward",
      "Rose CDC",
      "ROSE Community Development",
      "No affiliation",
      "Not listed",
    ]);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute(
      "href",
      `/contact-list?eventName=${ENCODED_EVENT}`,
    );
  });

  it("F-078 V-15 D-23 keeps Sign up disabled until the box is ticked, and says why", async () => {
    const { user } = renderAdd();
    await fillIn(user);
    await user.click(agreement());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription("Tick the box to agree before you sign up.");
    await user.click(agreement());
    expect(submit()).toBeEnabled();
  });

  it("V-14 lists every missing answer at the top and beside its field, focuses the summary and sends nothing", async () => {
    const { user, api } = renderAdd();
    await user.click(await screen.findByRole("checkbox"));
    await user.click(submit());
    const title = await screen.findByRole("heading", { name: "There is a problem" });
    expect(document.activeElement).toContainElement(title);
    const summary = title.closest<HTMLElement>("[role=alert]") ?? document.body;
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Your name: This field is required.",
      "Mobile number: This field is required.",
      "How did you hear about Tandem? This field is required.",
      "Your organization: This field is required.",
    ]);
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("This field is required.");
    await user.click(within(summary).getByRole("link", { name: /How did you hear/ }));
    expect(screen.getByLabelText("How did you hear about Tandem?")).toHaveFocus();
    await user.type(screen.getByLabelText("Mobile number"), "2345");
    await user.tab();
    expect(screen.getByLabelText(/Mobile number/)).toHaveAccessibleDescription(
      "We will only text you about Tandem. This field is not valid.",
    );
    expect(noSignUp(api)).toBe(true);
  });

  it("F-080 A-22 D-33 sends the answers with language, time zone and event, then thanks with the event kept", async () => {
    const { user, api } = renderAdd(
      createFakeApi({
        "GET /meta/supported_organizations": organizations,
        "POST /auth/contact_list": { body: 200 },
      }),
    );
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole("status", { name: "current page" })).toHaveTextContent(
      `Now at /contact-list/success?eventName=${ENCODED_EVENT}`,
    );
    expect(api.callsTo("POST /auth/contact_list")).toHaveLength(1);
    expect(api.callsTo("POST /auth/contact_list")[0]?.body).toEqual({
      name: "Rosa Diaz",
      phone: "15035550142",
      channel: "suma_event",
      organization_name: "Rose CDC",
      event_name: EVENT_NAME,
      language: "en",
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      source: "suma_event",
      campaign: EVENT_NAME,
      medium: "event",
    });
  });

  it("F-080 shows a failed sign-up inline and keeps everything typed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = renderAdd(
      createFakeApi({
        "GET /meta/supported_organizations": organizations,
        "POST /auth/contact_list": errorAnswer(400, "validation_error", { message: "source is missing" }),
      }),
    );
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Some of this information isn't quite right. Please check it and try again.",
    );
    expect(screen.getByLabelText("Your name")).toHaveValue("Rosa Diaz");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("(503) 555-0142");
    expect(screen.getByLabelText("Your organization")).toHaveValue("Rose CDC");
    expect(agreement()).toBeChecked();
  });

  it("shows the error view with Try again when the organizations cannot be loaded, never an empty list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAdd(createFakeApi({ "GET /meta/supported_organizations": errorAnswer(500, "api_error") }));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.queryByLabelText("Your organization")).not.toBeInTheDocument();
  });
});

function noSignUp(api: FakeApi) {
  return api.callsTo("POST /auth/contact_list").length === 0;
}
