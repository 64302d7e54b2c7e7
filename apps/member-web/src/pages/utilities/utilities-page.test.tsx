import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireMember } from "../../testing/member-fixtures.ts";
import * as utilitiesPage from "./utilities-page.tsx";

const s = (text: string) => ["s", text];
const surveys = {
  utilities_waitlist: {
    title: s("Save on your utilities"),
    intro: s("Join the waitlist to hear first."),
    entity_type: { label: s("Which best describes you?"), community: s("A community member") },
    utility_providers: { label: s("Which providers do you use?"), pge: s("Portland General Electric") },
    learn_more: { label: s("What would you like to hear about?"), save: s("Ways to save money") },
  },
};

function renderUtilities(topics: string[]) {
  const api = createFakeApi({
    "GET /me": { body: wireMember({ finished_survey_topics: topics }) },
    "GET /meta/static_strings/en/surveys": { body: surveys },
    "POST /surveys": { body: wireMember({ finished_survey_topics: [...topics, "utilities_waitlist"] }) },
  });
  return { ...renderRoute(utilitiesPage, { path: routePatterns.utilities, api }), user: userEvent.setup() };
}

describe("/utilities", () => {
  it("R-33 shows the title, the intro and the utilities waitlist survey", async () => {
    renderUtilities([]);
    expect(screen.getByRole("heading", { level: 1, name: "Utilities" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Utilities | Tandem"));
    expect(screen.getByText(/Help with internet, power and gas bills is coming/)).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 2, name: "Save on your utilities" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Which providers do you use?" })).toBeInTheDocument();
  });

  it("F-188 joining sends the utilities topic and shows the checkmark with Go home", async () => {
    const { user, api } = renderUtilities(["food_waitlist"]);
    await user.click(await screen.findByRole("radio", { name: "A community member" }));
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(await screen.findByRole("link", { name: "Go home" })).toBeInTheDocument();
    expect(api.callsTo("POST /surveys")[0]?.body).toMatchObject({ topic: "utilities_waitlist" });
  });

  it("F-185 a member already on the utilities waitlist is told so, with no form", async () => {
    renderUtilities(["utilities_waitlist"]);
    expect(await screen.findByText("You're already on the waitlist. We'll be in touch!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).not.toBeInTheDocument();
  });
});
