import { renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as onboardingPage from "./onboarding-page.tsx";

// Only the slide on show is exposed; the others are hidden and inert.
const shownHeading = () => screen.getByRole("group").querySelector("h2")?.textContent;

function reduceMotion(reduce: boolean) {
  // jsdom has no matchMedia: the carousel's reduced-motion check reads this one.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe("/onboarding", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("F-057 shows mobility, utilities and food, each with a heading and a line", async () => {
    renderRoute(onboardingPage, { path: routePatterns.onboarding });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Tandem" })).toBeInTheDocument();
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.querySelector("h2")?.textContent)).toEqual([
      "Get around for less",
      "Help with your bills",
      "Good food, fair prices",
    ]);
    expect(slides[0]).toHaveTextContent("Ride e-bikes and e-scooters across Portland at a member price.");
    await waitFor(() => expect(document.title).toBe("Welcome to Tandem | Tandem"));
  });

  it("F-057 C-13 advances every 2200 ms and stops while focused", async () => {
    reduceMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(onboardingPage, { path: routePatterns.onboarding });
    await screen.findByRole("heading", { level: 1 });
    expect(shownHeading()).toBe("Get around for less");
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(shownHeading()).toBe("Get around for less");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shownHeading()).toBe("Help with your bills");
    act(() => {
      screen.getByRole("button", { name: "Next slide" }).focus();
    });
    expect(shownHeading()).toBe("Help with your bills");
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownHeading()).toBe("Help with your bills");
  });

  it("C-13 does not move on its own when the system asks for reduced motion", async () => {
    reduceMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(onboardingPage, { path: routePatterns.onboarding });
    await screen.findByRole("heading", { level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(shownHeading()).toBe("Get around for less");
    expect(screen.queryByRole("button", { name: "Pause slides" })).not.toBeInTheDocument();
  });

  it("R-09 Continue opens the signup form", async () => {
    renderRoute(onboardingPage, { path: routePatterns.onboarding });
    await userEvent.click(await screen.findByRole("link", { name: "Continue" }));
    expect(await screen.findByText("Now at /onboarding/signup")).toBeInTheDocument();
  });
});
