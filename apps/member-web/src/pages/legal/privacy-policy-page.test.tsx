import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { privacyPolicyFile } from "../../testing/legal-fixtures.ts";
import * as contentPage from "./privacy-policy-content-page.tsx";
import * as policyPage from "./privacy-policy-page.tsx";

const POLICY = "GET /meta/static_strings/en/privacy_policy";

// jsdom has no layout: the observers are driven by hand, as the browser would report the reading band.
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}
function reportCrossing(id: string, isIntersecting: boolean) {
  for (const { callback, targets } of observers) {
    const target = targets.find((element) => element.id === id);
    const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry;
    if (target) act(() => callback([entry], {} as IntersectionObserver));
  }
}

function renderPolicy(api = createFakeApi({ [POLICY]: { body: privacyPolicyFile("en") } })) {
  return { ...renderRoute(policyPage, { path: routePatterns.privacyPolicy, api }), user: userEvent.setup() };
}

describe("/privacy-policy", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers.length = 0;
  });

  it("R-37 F-199 F-202 loads the policy file once and shows its sections in order, titled by the policy", async () => {
    const { api } = renderPolicy();
    expect(screen.getByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Privacy Policy | Tandem"));
    expect(api.callsTo(POLICY)).toHaveLength(1);
    const sections = screen.getAllByRole("region").map((region) => within(region).getAllByRole("heading")[0]);
    expect(sections.map((heading) => heading?.textContent)).toEqual([
      "Section information collected",
      "Section methods of collection",
      "Section methods of information usage",
      "Section cookies policy",
      "Section third party access",
      "Section information retention and removal",
      "Section business transfer",
      "Section children under 13",
      "Section communications",
      "Section future changes",
      "Section contact information",
    ]);
    const usage = screen.getByRole("region", { name: "Section methods of information usage" });
    expect(
      within(usage)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Part services",
      "Part support and subsidy",
      "Part communicating with you",
      "Part security and fraud prevention",
      "Part complying with law",
    ]);
  });

  it("F-201 shows the overview: statements, the FAQ in the current language and a mail link", async () => {
    const { user } = renderPolicy();
    expect(await screen.findByRole("heading", { name: "Our promise" })).toBeVisible();
    for (const statement of ["transparency", "consent", "education", "trust"])
      expect(screen.getByText(`${statement}.`)).toBeVisible();
    expect(screen.getByText("Community-driven.")).toBeVisible();
    expect(screen.getByRole("link", { name: /frequently asked questions/ })).toHaveAttribute(
      "href",
      "https://tandem.example/en/faq",
    );
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "mailto:privacy@tandem.example",
    );
    expect(screen.getByRole("link", { name: "Read the full policy" })).toHaveAttribute(
      "href",
      "#policy-information-collected",
    );
    expect(screen.getByRole("group", { name: "Language / Idioma" })).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Read the full policy" }));
    expect(screen.getByRole("heading", { name: "Section information collected" })).toHaveFocus();
  });

  it("F-203 D-21 marks the section being read in the contents, and the bar opens and closes on phones", async () => {
    const { user } = renderPolicy();
    const contents = await screen.findByRole("navigation", { name: "On this page" });
    const link = (name: string) => within(contents).getByRole("link", { name });
    expect(link("Section information collected")).toHaveAttribute("aria-current", "location");
    reportCrossing("policy-cookies-policy", true);
    // The contents follow what is read once React has applied the crossing: wait for it, as a reader would.
    await waitFor(() => expect(link("Section cookies policy")).toHaveAttribute("aria-current", "location"));
    expect(link("Section information collected")).not.toHaveAttribute("aria-current");
    const toggle = within(contents).getByRole("button", { name: /Section cookies policy/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(link("Section children under 13"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("heading", { name: "Section children under 13" })).toHaveFocus();
    reportCrossing("policy-end", true);
    await waitFor(() =>
      expect(link("Section contact information")).toHaveAttribute("aria-current", "location"),
    );
  });

  it("F-199 a failed load says so, and Try again fetches the file anew", async () => {
    const api = createFakeApi({ [POLICY]: errorAnswer(403, "forbidden") });
    const { user } = renderPolicy(api);
    expect(await screen.findByText(/We could not load the privacy policy/)).toBeVisible();
    const failedCalls = api.callsTo(POLICY).length;
    api.on(POLICY, { body: privacyPolicyFile("en") });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(api.callsTo(POLICY)).toHaveLength(failedCalls + 1);
  });
});

describe("/privacy-policy-content", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("R-38 D-21 is the same policy as its own main landmark, for embedding", async () => {
    renderRoute(contentPage, {
      path: routePatterns.privacyPolicyContent,
      api: createFakeApi({ [POLICY]: { body: privacyPolicyFile("en") } }),
    });
    const main = screen.getByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(within(main).getByRole("navigation", { name: "On this page" })).toBeVisible();
  });
});
