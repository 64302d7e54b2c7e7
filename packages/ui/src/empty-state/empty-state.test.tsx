import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  it("says what is empty, what to do, and offers the next step", () => {
    render(
      <EmptyState title="No trips yet" action={<a href="/mobility">Find a bike</a>}>
        Your rides will show up here.
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No trips yet" })).toBeInTheDocument();
    expect(screen.getByText("Your rides will show up here.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a bike" })).toBeInTheDocument();
  });
});
