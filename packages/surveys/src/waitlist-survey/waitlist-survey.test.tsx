import { routePatterns } from "@tandem/paths";
import { createFakeApi, errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WaitlistSurvey } from "./waitlist-survey.tsx";
import { surveysFile, wireMember } from "../testing/survey-fixtures.ts";
import type { WaitlistTopic } from "./waitlist-surveys.ts";

const STRINGS = "GET /meta/static_strings/en/surveys";

function renderSurvey(api: FakeApi, topic: WaitlistTopic = "utilities_waitlist") {
  const page = renderRoute(
    { Component: () => <WaitlistSurvey topic={topic} /> },
    { path: routePatterns.utilities, api },
  );
  return { ...page, user: userEvent.setup() };
}

const member = (topics: string[] = []) => ({ body: wireMember(topics) });

describe("WaitlistSurvey", () => {
  afterEach(() => vi.restoreAllMocks());

  it("F-185 F-186 loads the surveys file once, then shows the title, intro and three question groups", async () => {
    const api = createFakeApi({ "GET /me": member(), [STRINGS]: { body: surveysFile } });
    renderSurvey(api);
    expect(screen.getByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Save on your utilities" })).toBeInTheDocument();
    expect(screen.getByText("coming").tagName).toBe("STRONG");
    const entity = screen.getByRole("group", { name: "Which best describes you?" });
    expect(within(entity).getAllByRole("radio")).toHaveLength(5);
    expect(
      within(screen.getByRole("group", { name: "Which providers do you use?" })).getAllByRole("checkbox"),
    ).toHaveLength(7);
    expect(within(screen.getByRole("group", { name: /hear about/ })).getAllByRole("checkbox")).toHaveLength(
      4,
    );
    expect(api.callsTo(STRINGS)).toHaveLength(1);
  });

  it("F-188 A-54 C-31 sends the localized labels of the chosen answers, then shows the checkmark and Go home", async () => {
    const api = createFakeApi({
      "GET /me": member(),
      [STRINGS]: { body: surveysFile },
      "POST /surveys": member(["utilities_waitlist"]),
    });
    const { user } = renderSurvey(api);
    await user.click(await screen.findByRole("radio", { name: "A nonprofit" }));
    await user.click(screen.getByRole("checkbox", { name: "NW Natural" }));
    await user.click(screen.getByRole("checkbox", { name: "Portland General Electric" }));
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(
      await screen.findByText("You're on the waitlist! We'll let you know as soon as it opens."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Save on your utilities" })).toHaveFocus();
    expect(api.callsTo("POST /surveys")).toHaveLength(1);
    expect(api.callsTo("POST /surveys")[0]?.body).toEqual({
      topic: "utilities_waitlist",
      questions: [
        {
          key: "entity_type",
          label: "Which best describes you?",
          format: "radio",
          answers: [{ key: "non_profit", label: "A nonprofit", value: true }],
        },
        {
          key: "utility_providers",
          label: "Which providers do you use?",
          format: "checkbox",
          answers: [
            { key: "nw_natural", label: "NW Natural", value: true },
            { key: "pge", label: "Portland General Electric", value: true },
          ],
        },
        { key: "learn_more", label: "What would you like to hear about?", format: "checkbox", answers: [] },
      ],
    });
    await user.click(screen.getByRole("link", { name: "Go home" }));
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });

  it.each([
    ["A community member", "community"],
    ["A business", "for_profit"],
    ["A government agency", "government"],
    ["A nonprofit", "non_profit"],
    ["A foundation or funder", "philanthropy"],
  ])(
    "C-30 the food waitlist with every answer ticked and %s chosen sends every food answer's key",
    async (entity, entityKey) => {
      const api = createFakeApi({
        "GET /me": member(),
        [STRINGS]: { body: surveysFile },
        "POST /surveys": member(["food_waitlist"]),
      });
      const { user } = renderSurvey(api, "food_waitlist");
      await user.click(await screen.findByRole("radio", { name: entity }));
      for (const box of screen.getAllByRole("checkbox")) await user.click(box);
      await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
      await screen.findByText("You're on the waitlist! We'll let you know as soon as it opens.");
      const [sent] = api.callsTo("POST /surveys");
      const { topic, questions } = sent?.body as {
        topic: string;
        questions: { key: string; format: string; answers: { key: string; value: boolean }[] }[];
      };
      expect(topic).toBe("food_waitlist");
      expect(
        questions.map(({ key, format, answers }) => [key, format, answers.map((answer) => answer.key)]),
      ).toEqual([
        ["entity_type", "radio", [entityKey]],
        ["food_shopping", "checkbox", ["albertsons", "fred_meyer", "safeway", "winco", "market"]],
        ["learn_more", "checkbox", ["connect_resources", "grant_support", "partner", "save"]],
      ]);
      expect(questions.flatMap(({ answers }) => answers).every((answer) => answer.value)).toBe(true);
    },
  );

  it("F-185 tells a member whose finished topics hold it that they are already on the list, with no form", async () => {
    renderSurvey(
      createFakeApi({ "GET /me": member(["utilities_waitlist"]), [STRINGS]: { body: surveysFile } }),
    );
    expect(await screen.findByText("You're already on the waitlist. We'll be in touch!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Save on your utilities" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).not.toBeInTheDocument();
  });

  it("F-184 the mobility waitlist has only the join button", async () => {
    renderSurvey(
      createFakeApi({ "GET /me": member(), [STRINGS]: { body: surveysFile } }),
      "mobility_waitlist",
    );
    expect(await screen.findByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
    expect(screen.queryAllByRole("group")).toHaveLength(0);
  });

  it("F-188 a refused survey shows an error toast and keeps the answers", async () => {
    const api = createFakeApi({
      "GET /me": member(),
      [STRINGS]: { body: surveysFile },
      "POST /surveys": errorAnswer(500, "api_error"),
    });
    const { user } = renderSurvey(api);
    await user.click(await screen.findByRole("checkbox", { name: "Ways to save money" }));
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(
      await screen.findByText("Sorry, something went wrong on our side. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Ways to save money" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeEnabled();
  });

  it("a failed load of the texts says so with Try again, never message ids, and Try again loads them", async () => {
    const api = createFakeApi({ "GET /me": member(), [STRINGS]: errorAnswer(500, "api_error") });
    const { user } = renderSurvey(api);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/couldn't load the waitlist/)).toBeInTheDocument();
    expect(screen.queryByText(/surveys\./)).not.toBeInTheDocument();
    const failedCalls = api.callsTo(STRINGS).length;
    api.on(STRINGS, { body: surveysFile });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Save on your utilities" })).toBeInTheDocument();
    expect(api.callsTo(STRINGS)).toHaveLength(failedCalls + 1);
  });
});
