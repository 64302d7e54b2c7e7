import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { PressAndHold } from "./press-and-hold.tsx";

describe("PressAndHold", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const button = () => screen.getByRole("button", { name: "Hold to claim" });

  it("F-149 claims after a 2 s hold (C-22), once", () => {
    const onComplete = vi.fn();
    renderWithProviders(<PressAndHold onComplete={onComplete}>Hold to claim</PressAndHold>);
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onComplete).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button(), { pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("F-149 cancels when released after 1 s", () => {
    const onComplete = vi.fn();
    renderWithProviders(<PressAndHold onComplete={onComplete}>Hold to claim</PressAndHold>);
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerUp(button(), { pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("can be held with Space or Enter from the keyboard, and letting go early cancels", () => {
    const onComplete = vi.fn();
    renderWithProviders(<PressAndHold onComplete={onComplete}>Hold to claim</PressAndHold>);
    fireEvent.keyDown(button(), { key: " " });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    fireEvent.keyUp(button(), { key: " " });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(button(), { key: "Enter" });
    fireEvent.keyDown(button(), { key: "Enter", repeat: true });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("says how long to hold and ignores presses while busy (F-150)", () => {
    const onComplete = vi.fn();
    renderWithProviders(
      <PressAndHold onComplete={onComplete} busy>
        Hold to claim
      </PressAndHold>,
    );
    expect(button()).toHaveAccessibleDescription("Press and hold for 2 seconds");
    expect(button()).toHaveAttribute("aria-busy", "true");
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("F-149 tells screen readers the seconds left while held, and that an early release did nothing", () => {
    const onComplete = vi.fn();
    renderWithProviders(<PressAndHold onComplete={onComplete}>Hold to claim</PressAndHold>);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    fireEvent.keyDown(button(), { key: "Enter" });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(status).toHaveTextContent("Keep holding: 2 seconds left");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(status).toHaveTextContent("Keep holding: 1 second left");
    fireEvent.keyUp(button(), { key: "Enter" });
    expect(status).toHaveTextContent("Let go too early, nothing happened. Hold for 2 seconds.");
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.keyDown(button(), { key: "Enter" });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(status).toHaveTextContent("");
  });
});
