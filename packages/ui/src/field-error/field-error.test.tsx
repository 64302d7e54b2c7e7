import { render, screen } from "@testing-library/react";
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
});
