import { msg } from "@lingui/core/macro";

/**
 * Map messages the specs name (doc 1 §2, §8; F-082, F-108, F-111), keyed by the id after `mobility.`.
 * `location_permissions_denied_instructions` takes `{helpUrl}` (the browser's help page); `trip_ended` takes
 * `{vendor}`, `{totalCost}` and `{discountAmount}` (money text, see `formatMessageValues`).
 */
export const mobilityMessages = {
  intro: msg({
    id: "mobility.intro",
    message: "Tap a vehicle on the map to see its price, then reserve it and ride.",
  }),
  location_permissions_denied: msg({
    id: "mobility.location_permissions_denied",
    message:
      "Tandem can't see where you are. Allow location for this site in your browser settings to find vehicles near you.",
  }),
  location_permissions_denied_instructions: msg({
    id: "mobility.location_permissions_denied_instructions",
    message:
      "\u200CTandem can't see where you are. [See how to allow location in your browser]({helpUrl}), then reload this page.",
  }),
  trip_ended: msg({
    id: "mobility.trip_ended",
    message:
      "\u200DThanks for riding with {vendor}!\n\nYou paid **{totalCost}** and saved **{discountAmount}**.",
  }),
};
