import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Carousel } from "./carousel.tsx";

const current = () => screen.getByRole("group", { name: /^Slide \d of 3$/ });
function renderCarousel(props: { interval?: number } = {}) {
  renderWithProviders(
    <Carousel label="What Tandem offers" {...props}>
      <p>Mobility</p>
      <p>Utilities</p>
      <p>Food</p>
    </Carousel>,
  );
}

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("C-13 advances every 5000 ms by default, wrapping round", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: "What Tandem offers" })).toBeInTheDocument();
    expect(current()).toHaveTextContent("Mobility");
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(current()).toHaveTextContent("Mobility");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toHaveTextContent("Utilities");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toHaveTextContent("Food");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toHaveTextContent("Mobility");
  });

  it("F-057 takes the onboarding interval of 2200 ms", () => {
    renderCarousel({ interval: 2200 });
    act(() => {
      vi.advanceTimersByTime(2200);
    });
    expect(current()).toHaveTextContent("Utilities");
  });

  it("C-13 changes slide on a swipe of 40 px, not on a shorter one", () => {
    renderCarousel();
    const slides = current().parentElement!;
    fireEvent.pointerDown(slides, { clientX: 200 });
    fireEvent.pointerUp(slides, { clientX: 161 });
    expect(current()).toHaveTextContent("Mobility");
    fireEvent.pointerDown(slides, { clientX: 200 });
    fireEvent.pointerUp(slides, { clientX: 160 });
    expect(current()).toHaveTextContent("Utilities");
    fireEvent.pointerDown(slides, { clientX: 100 });
    fireEvent.pointerUp(slides, { clientX: 150 });
    expect(current()).toHaveTextContent("Mobility");
  });

  it("moves with the previous, next and slide buttons", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toHaveTextContent("Utilities");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toHaveTextContent("Food");
    fireEvent.click(screen.getByRole("button", { name: "Slide 2 of 3" }));
    expect(current()).toHaveTextContent("Utilities");
    expect(screen.getByRole("button", { name: "Slide 2 of 3" })).toHaveAttribute("aria-current", "true");
  });

  it("WCAG 2.2.2 stops when paused and while focus is inside", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause slides" }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(current()).toHaveTextContent("Mobility");
    fireEvent.click(screen.getByRole("button", { name: "Play slides" }));
    fireEvent.focus(screen.getByRole("button", { name: "Pause slides" }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(current()).toHaveTextContent("Mobility");
    fireEvent.blur(screen.getByRole("button", { name: "Pause slides" }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toHaveTextContent("Utilities");
  });
});
