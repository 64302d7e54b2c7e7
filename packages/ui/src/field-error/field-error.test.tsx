import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FieldError } from "./field-error.tsx";

describe("FieldError", () => {
  it("B-17 announces the message with role=alert", () => {
    render(<FieldError id="zip-error">Must be at least 5 characters.</FieldError>);
    expect(screen.getByRole("alert")).toHaveTextContent("Must be at least 5 characters.");
    expect(screen.getByRole("alert")).toHaveAttribute("id", "zip-error");
  });

  it.each([undefined, null, false, ""])("renders nothing for %j", (empty) => {
    const { container } = render(<FieldError>{empty}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });

  it("F-044 a message that comes while a pointer is pressing shows once the press ends, so nothing moves under it", async () => {
    const user = userEvent.setup();
    const Form = ({ error }: { error?: string }) => (
      <>
        <FieldError>{error}</FieldError>
        <button type="button">Next</button>
      </>
    );
    const { rerender } = render(<Form />);
    const next = screen.getByRole("button", { name: "Next" });
    await user.pointer({ keys: "[MouseLeft>]", target: next });
    rerender(<Form error="This field is required." />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.pointer({ keys: "[/MouseLeft]", target: next });
    expect(await screen.findByRole("alert")).toHaveTextContent("This field is required.");
  });

  it("shows a message at once when no pointer is pressing (typing, the keyboard, a submit)", () => {
    const { rerender } = render(<FieldError />);
    rerender(<FieldError>This field is required.</FieldError>);
    expect(screen.getByRole("alert")).toHaveTextContent("This field is required.");
  });
});
