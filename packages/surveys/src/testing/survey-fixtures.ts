import { wireFixture } from "@tandem/page-kit/testing";

/** The contract's `GET /me` answer (snake_case, as on the wire) with these finished survey topics. */
export function wireMember(finishedSurveyTopics: string[]): Record<string, unknown> {
  return { ...wireFixture("GET_me"), finished_survey_topics: finishedSurveyTopics };
}

const s = (text: string) => ["s", text];

/** A `surveys` strings file (contract §3.11) with the three waitlists. */
export const surveysFile = {
  food_waitlist: {
    title: s("Fresh food, closer to home"),
    intro: s("Tell us how you shop for food."),
    entity_type: {
      label: s("Which best describes you?"),
      community: s("A community member"),
      for_profit: s("A business"),
      government: s("A government agency"),
      non_profit: s("A nonprofit"),
      philanthropy: s("A foundation or funder"),
    },
    food_shopping: {
      label: s("Where do you shop for food?"),
      albertsons: s("Albertsons"),
      fred_meyer: s("Fred Meyer"),
      safeway: s("Safeway"),
      winco: s("WinCo Foods"),
      market: s("A farmers market"),
    },
    learn_more: {
      label: s("What would you like to hear about?"),
      connect_resources: s("Connecting with local resources"),
      grant_support: s("Grants and funding support"),
      partner: s("Partnering with Tandem"),
      save: s("Ways to save money"),
    },
  },
  utilities_waitlist: {
    title: s("Save on your utilities"),
    intro: ["m", "Lower bills are **coming**."],
    entity_type: {
      label: s("Which best describes you?"),
      community: s("A community member"),
      for_profit: s("A business"),
      government: s("A government agency"),
      non_profit: s("A nonprofit"),
      philanthropy: s("A foundation or funder"),
    },
    utility_providers: {
      label: s("Which providers do you use?"),
      centurylink: s("CenturyLink"),
      comcast: s("Comcast Xfinity"),
      frontier: s("Frontier"),
      nw_natural: s("NW Natural"),
      pacific_power: s("Pacific Power"),
      pge: s("Portland General Electric"),
      verizon: s("Verizon"),
    },
    learn_more: {
      label: s("What would you like to hear about?"),
      connect_resources: s("Connecting with local resources"),
      grant_support: s("Grants and funding support"),
      partner: s("Partnering with Tandem"),
      save: s("Ways to save money"),
    },
  },
  mobility_waitlist: { title: s("Rides are coming soon"), intro: s("Join and we will tell you.") },
};
