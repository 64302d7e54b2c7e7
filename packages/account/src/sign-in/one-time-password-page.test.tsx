import { rememberNextUrl } from "@tandem/page-kit";
import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSessionData } from "./clear-session-data.ts";
import * as otpPage from "./one-time-password-page.tsx";
import { beginSignIn, endSignIn } from "./sign-in-state.ts";

// The contract's member (onboarded), as the wire carries it.
const wireMember = wireFixture("GET_me");

function renderCode(api: FakeApi, requiresTermsAgreement = false, state: unknown = undefined) {
  const page = renderRoute(otpPage, {
    path: routePatterns.oneTimePassword,
    at: {
      pathname: routePatterns.oneTimePassword,
      state: state ?? beginSignIn("(503) 555-0142", requiresTermsAgreement),
    },
    api,
  });
  return { ...page, user: userEvent.setup() };
}

const digit = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });
const verifyButton = () => screen.getByRole("button", { name: "Verify" });

describe("/one-time-password", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("F-047 goes back to /start without a phone from the start page", async () => {
    renderRoute(otpPage, { path: routePatterns.oneTimePassword });
    expect(await screen.findByText("Now at /start")).toBeInTheDocument();
  });

  it("F-048 D-29 says where the code went, masked, with six labelled one-time-code fields", () => {
    renderCode(createFakeApi());
    expect(screen.getByText("Enter the code that we sent to (•••) •••-0142.")).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      expect(digit(n)).toHaveAttribute("autocomplete", "one-time-code");
      expect(digit(n)).toHaveAttribute("inputmode", "numeric");
    }
  });

  it("D-22 repeats the terms notice when the start answer asked for agreement", () => {
    renderCode(createFakeApi(), true);
    expect(screen.getByText(/By verifying, you agree to the Terms of Use/)).toBeInTheDocument();
  });

  it("F-050 V-07 enables Verify only with six digits, refuses letters, and disables it again on delete", async () => {
    const { user } = renderCode(createFakeApi());
    await user.type(digit(1), "12a345");
    expect(verifyButton()).toBeDisabled();
    await user.type(digit(6), "6");
    expect(verifyButton()).toBeEnabled();
    expect(verifyButton()).toHaveFocus();
    await user.click(digit(6));
    await user.keyboard("{Backspace}");
    expect(verifyButton()).toBeDisabled();
  });

  it("F-051 fills all six fields from a paste", async () => {
    const { user } = renderCode(createFakeApi());
    await user.click(digit(3));
    await user.paste("12 34-56");
    expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join("")).toBe("123456");
    expect(verifyButton()).toBeEnabled();
  });

  it("F-053 D-01 signs in and opens the remembered page, once", async () => {
    rememberNextUrl("/ledgers?ledger=2");
    const api = createFakeApi({ "POST /auth/verify": { body: { ...wireMember, onboarded: true } } });
    const { user } = renderCode(api);
    await user.click(digit(1));
    await user.paste("654321");
    await user.click(verifyButton());
    expect(await screen.findByText("Now at /ledgers?ledger=2")).toBeInTheDocument();
    expect(api.callsTo("POST /auth/verify")[0]?.body).toEqual({ phone: "15035550142", token: "654321" });
    expect(window.sessionStorage.getItem("next-url")).toBeNull();
  });

  it("F-053 sends a member who has not finished signing up to onboarding", async () => {
    const api = createFakeApi({ "POST /auth/verify": { body: { ...wireMember, onboarded: false } } });
    const { user } = renderCode(api);
    await user.click(digit(1));
    await user.paste("654321");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Now at /onboarding")).toBeInTheDocument();
  });

  it("F-054 clears the fields after a wrong code, says why and puts the cursor in the first field", async () => {
    const api = createFakeApi({ "POST /auth/verify": errorAnswer(401, "invalid_otp") });
    const { user } = renderCode(api);
    await user.click(digit(1));
    await user.paste("111111");
    await user.click(verifyButton());
    expect((await screen.findByRole("alert")).textContent).toMatch(/code/i);
    expect([1, 2, 3, 4, 5, 6].every((n) => (digit(n) as HTMLInputElement).value === "")).toBe(true);
    await waitFor(() => expect(digit(1)).toHaveFocus());
    expect(verifyButton()).toBeDisabled();
  });

  it("F-055 resends with phone and time zone only and says where the new code went", async () => {
    const api = createFakeApi({ "POST /auth/start": { body: { requires_terms_agreement: false } } });
    const { user } = renderCode(api);
    await user.type(digit(1), "12");
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("New code sent to (•••) •••-0142.")).toBeInTheDocument();
    expect(api.callsTo("POST /auth/start")[0]?.body).toEqual({
      phone: "15035550142",
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect((digit(1) as HTMLInputElement).value).toBe("");
    expect(digit(1)).toHaveFocus();
  });

  it("E-09 shows a failed resend's rate limit instead of the success line", async () => {
    const api = createFakeApi({
      "POST /auth/start": errorAnswer(429, "too_many_requests", { retry_after: 30 }),
    });
    const { user } = renderCode(api);
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect((await screen.findByRole("alert")).textContent).toContain("30 seconds");
    expect(screen.queryByText(/New code sent/)).toBeNull();
  });

  it("F-015 D-06 the code page of a member who signed out (Back after sign-out) goes to /start and texts no one", async () => {
    const previous = beginSignIn("(503) 555-0142", false);
    // Sign-out clears session data; the history entry of the code page still holds the phone.
    clearSessionData("en");
    const api = createFakeApi({ "POST /auth/start": { body: { requires_terms_agreement: false } } });
    renderCode(api, false, previous);
    expect(await screen.findByText("Now at /start")).toBeInTheDocument();
    expect(screen.queryByText(/0142/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(api.callsTo("POST /auth/start")).toHaveLength(0);
  });

  it("F-047 the code page of a sign-in already verified, or of state without its sign-in, goes to /start", async () => {
    const verified = beginSignIn("(503) 555-0142", false);
    endSignIn();
    renderCode(createFakeApi(), false, verified);
    expect(await screen.findByText("Now at /start")).toBeInTheDocument();
  });

  it("F-047 state naming no sign-in of this tab goes to /start", async () => {
    renderCode(createFakeApi(), false, { phone: "(503) 555-0142", requiresTermsAgreement: false });
    expect(await screen.findByText("Now at /start")).toBeInTheDocument();
  });

  it("F-020 signs in without session storage, the sign-in kept in memory", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    renderCode(createFakeApi());
    expect(screen.getByText("Enter the code that we sent to (•••) •••-0142.")).toBeInTheDocument();
  });

  it("F-020 signs in when session storage cannot be written (full quota), the sign-in kept in memory", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    renderCode(createFakeApi());
    expect(screen.getByText("Enter the code that we sent to (•••) •••-0142.")).toBeInTheDocument();
  });

  it("a verified sign-in ends: its code page no longer counts", async () => {
    const state = beginSignIn("(503) 555-0142", false);
    const api = createFakeApi({ "POST /auth/verify": { body: { ...wireMember, onboarded: true } } });
    const { user } = renderCode(api, false, state);
    await user.click(digit(1));
    await user.paste("654321");
    await user.click(verifyButton());
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(window.sessionStorage.getItem("sign-in-attempt")).toBeNull();
  });
});
