import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorView } from "./error-view.tsx";

describe("ErrorView", () => {
  it("F-003 says what went wrong, why, and offers a way forward", async () => {
    const retry = vi.fn();
    render(
      <ErrorView title="Something went wrong" actions={<button onClick={retry}>Try again</button>}>
        There was a network error. Check your connection.
      </ErrorView>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("There was a network error. Check your connection.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("moves focus to its heading when asked, so a screen reader hears the failure", () => {
    render(<ErrorView title="Something went wrong" headingLevel={2} focusOnMount />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveFocus();
  });

  it("leaves focus alone by default", () => {
    render(<ErrorView title="Something went wrong" />);
    expect(screen.getByRole("heading")).not.toHaveFocus();
  });
});
