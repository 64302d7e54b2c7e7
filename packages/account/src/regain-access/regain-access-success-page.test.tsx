import { renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as successPage from "./regain-access-success-page.tsx";

describe("/regain-account-access/success", () => {
  it("R-08 thanks the member, says what happens next, and Return home opens the welcome page", async () => {
    renderRoute(successPage, { path: routePatterns.regainAccountAccessSuccess });
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you!" })).toBeInTheDocument();
    expect(
      screen.getByText("We have your request. Our team will contact you at your current phone number soon."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Return home" }));
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
  });
});
