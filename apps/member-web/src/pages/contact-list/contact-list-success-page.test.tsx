import { renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import * as successPage from "./contact-list-success-page.tsx";
import { ENCODED_EVENT, EVENT_NAME } from "../../testing/contact-list-fixtures.ts";

describe("/contact-list/success", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("R-15 F-081 D-20 thanks, then Sign up again switches to English and returns with the event kept", async () => {
    document.documentElement.lang = "es";
    const user = userEvent.setup();
    renderRoute(successPage, {
      path: routePatterns.contactListSuccess,
      at: `${routePatterns.contactListSuccess}?eventName=${encodeURIComponent(EVENT_NAME)}`,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Thanks for signing up" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Thanks for signing up | Tandem"));
    await user.click(screen.getByRole("button", { name: "Sign up again" }));
    expect(await screen.findByRole("status", { name: "current page" })).toHaveTextContent(
      `Now at /contact-list?eventName=${ENCODED_EVENT}`,
    );
    expect(document.documentElement.lang).toBe("en");
  });
});
