// The `surveys` namespace: labels of the three waitlist surveys (doc 2 §3). Key layout, per topic:
// `<topic>.title`, `<topic>.intro`, `<topic>.<question>.label`, `<topic>.<question>.<answer>`.

const ENTITY = {
  label: "Which best describes you?",
  community: "A community member",
  for_profit: "A business",
  government: "A government agency",
  non_profit: "A nonprofit",
  philanthropy: "A foundation or funder",
};

const LEARN_MORE = {
  label: "What would you like to hear about?",
  connect_resources: "Connecting with local resources",
  grant_support: "Grants and funding support",
  partner: "Partnering with Tandem",
  save: "Ways to save money",
};

function topic(
  name: string,
  title: string,
  intro: string,
  extra: Record<string, string>,
): Record<string, string> {
  const entries: Record<string, string> = { [`${name}.title`]: title, [`${name}.intro`]: intro, ...extra };
  for (const [answer, text] of Object.entries(ENTITY)) entries[`${name}.entity_type.${answer}`] = text;
  for (const [answer, text] of Object.entries(LEARN_MORE)) entries[`${name}.learn_more.${answer}`] = text;
  return entries;
}

/** English. */
export const surveysEn: Readonly<Record<string, string>> = {
  ...topic(
    "food_waitlist",
    "Food is coming soon",
    "Tell us a little about you and we will let you know when food offerings open near you.",
    {
      "food_waitlist.food_shopping.label": "Where do you shop for groceries now?",
      "food_waitlist.food_shopping.albertsons": "Albertsons",
      "food_waitlist.food_shopping.fred_meyer": "Fred Meyer",
      "food_waitlist.food_shopping.safeway": "Safeway",
      "food_waitlist.food_shopping.winco": "WinCo Foods",
      "food_waitlist.food_shopping.market": "A farmers market",
    },
  ),
  ...topic(
    "utilities_waitlist",
    "Save on your utilities",
    "We are working on lower bills for internet, power and gas. Join the waitlist to hear first.",
    {
      "utilities_waitlist.utility_providers.label": "Which providers do you use?",
      "utilities_waitlist.utility_providers.centurylink": "CenturyLink",
      "utilities_waitlist.utility_providers.comcast": "Comcast Xfinity",
      "utilities_waitlist.utility_providers.frontier": "Frontier",
      "utilities_waitlist.utility_providers.nw_natural": "NW Natural",
      "utilities_waitlist.utility_providers.pacific_power": "Pacific Power",
      "utilities_waitlist.utility_providers.pge": "Portland General Electric",
      "utilities_waitlist.utility_providers.verizon": "Verizon",
    },
  ),
  ...topic(
    "mobility_waitlist",
    "Rides are coming soon",
    "Shared e-bikes and e-scooters are on their way. Join the waitlist and we will tell you when you can ride.",
    {
      "mobility_waitlist.mobility_modes.label": "How would you like to get around?",
      "mobility_waitlist.mobility_modes.ebike": "E-bikes",
      "mobility_waitlist.mobility_modes.escooter": "E-scooters",
      "mobility_waitlist.mobility_modes.transit": "Buses and MAX",
    },
  ),
};
