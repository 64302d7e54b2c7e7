import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormError } from "./form-error.tsx";

describe("FormError", () => {
  it("F-006 announces the failed submit's message as an alert (its red: the Default story, in Chromium)", () => {
    render(<FormError>There was a network error. Check your connection and try again.</FormError>);
    expect(screen.getByRole("alert")).toHaveTextContent("There was a network error.");
  });

  it("renders nothing without a message", () => {
    const { container } = render(<FormError />);
    expect(container).toBeEmptyDOMElement();
  });
});
