import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as startPage from "./start-page.tsx";

function renderStart(
  api = createFakeApi({ "POST /auth/start": { body: { requires_terms_agreement: true } } }),
) {
  const page = renderRoute(startPage, { path: routePatterns.start, api });
  return { ...page, user: userEvent.setup() };
}

const phoneField = () => screen.getByLabelText(/Mobile number/);
const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("/start", () => {
  it("V-09 leaving the mobile number empty shows its error at once; typing a number clears it", async () => {
    const { user } = renderStart();
    const field = phoneField();
    await user.click(field);
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/This field is required\./);
    // One digit is no longer empty: the required error goes at once (a number still incomplete says so).
    await user.type(field, "5");
    expect(field).not.toHaveAccessibleDescription(/This field is required\./);
    await user.type(field, "035550142");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  afterEach(() => vi.restoreAllMocks());

  it("F-044 D-23 keeps Continue disabled until the terms box is ticked, and says why", async () => {
    const { user } = renderStart();
    await user.type(phoneField(), "5035550142");
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription("Tick the box to agree before you continue.");
    await user.click(screen.getByRole("checkbox", { name: /I agree to Tandem's Terms of Use/ }));
    expect(continueButton()).toBeEnabled();
  });

  it("V-04 formats the number as it is typed", async () => {
    const { user } = renderStart();
    await user.type(phoneField(), "5035550142");
    expect(phoneField()).toHaveValue("(503) 555-0142");
  });

  it("F-045 D-27 sends the normalized digits with time zone, language and terms, then opens the code page", async () => {
    const { user, api } = renderStart();
    await user.type(phoneField(), "5035550142");
    await user.click(screen.getByRole("checkbox"));
    await user.click(continueButton());
    expect(await screen.findByText("Now at /one-time-password")).toBeInTheDocument();
    expect(api.callsTo("POST /auth/start")).toHaveLength(1);
    expect(api.callsTo("POST /auth/start")[0]?.body).toEqual({
      phone: "15035550142",
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: "en",
      terms_agreed: true,
    });
  });

  it("V-03 shows an invalid number beside the field and sends nothing", async () => {
    const { user, api } = renderStart();
    await user.type(phoneField(), "503555");
    await user.click(screen.getByRole("checkbox"));
    await user.click(continueButton());
    expect(await screen.findByText("This field is not valid.")).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();
    expect(api.callsTo("POST /auth/start")).toHaveLength(0);
  });

  it("sends one request however often Continue is tapped or Enter pressed", async () => {
    let answer: () => void = () => undefined;
    const api = createFakeApi({
      "POST /auth/start": () =>
        new Promise((resolve) => (answer = () => resolve({ body: { requires_terms_agreement: false } }))),
    });
    const { user } = renderStart(api);
    await user.type(phoneField(), "5035550142");
    await user.click(screen.getByRole("checkbox"));
    await user.click(continueButton());
    await user.type(phoneField(), "{Enter}{Enter}");
    await user.click(continueButton());
    expect(api.callsTo("POST /auth/start")).toHaveLength(1);
    answer();
    expect(await screen.findByText("Now at /one-time-password")).toBeInTheDocument();
  });

  it("E-09 S-08 shows the rate limit with its seconds inline, keeping the number", async () => {
    const api = createFakeApi({
      "POST /auth/start": errorAnswer(429, "too_many_requests", { retry_after: 42 }),
    });
    const { user } = renderStart(api);
    await user.type(phoneField(), "5035550142");
    await user.click(screen.getByRole("checkbox"));
    await user.click(continueButton());
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.some((alert) => alert.textContent?.includes("42 seconds"))).toBe(true);
    expect(phoneField()).toHaveValue("(503) 555-0142");
    expect(continueButton()).toBeEnabled();
  });

  it("E-08 logs an unexpected auth conflict and reloads", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = renderStart(createFakeApi({ "POST /auth/start": errorAnswer(409, "auth_conflict") }));
    await user.type(phoneField(), "5035550142");
    await user.click(screen.getByRole("checkbox"));
    await user.click(continueButton());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith("Unexpected auth conflict");
  });

  it("F-043 links to regain account access", async () => {
    const { user } = renderStart();
    await user.click(screen.getByRole("link", { name: "Changed your phone number? Message us" }));
    expect(await screen.findByText("Now at /regain-account-access")).toBeInTheDocument();
  });
});
