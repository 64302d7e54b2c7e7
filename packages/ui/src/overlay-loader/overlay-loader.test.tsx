import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { OverlayLoader } from "./overlay-loader.tsx";

describe("OverlayLoader", () => {
  it("C-03 veils its content with a Loading… status and makes it unusable while active", () => {
    renderWithProviders(
      <OverlayLoader active>
        <button type="button">Save</button>
      </OverlayLoader>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    // jsdom's role queries ignore `inert`; browsers take the content out of reach and out of the tab order.
    expect(screen.getByRole("button", { name: "Save" }).closest("[inert]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Save" }).closest("[aria-busy]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });

  it("leaves the content alone when inactive", () => {
    renderWithProviders(
      <OverlayLoader active={false}>
        <button type="button">Save</button>
      </OverlayLoader>,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });
});
