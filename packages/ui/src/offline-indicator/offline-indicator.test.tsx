import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { OfflineIndicator } from "./offline-indicator.tsx";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("OfflineIndicator", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("F-012 shows the offline sign while the browser is offline and hides it when back online", () => {
    renderWithProviders(<OfflineIndicator />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent("You're offline");
    goOffline(false);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
