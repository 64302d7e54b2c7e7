import { msg } from "@lingui/core/macro";

// Words of /utilities (doc 2 §2); the survey's own words come from the server's `surveys` file.
export const utilitiesMessages = {
  title: msg({ id: "utilities.title", message: "Utilities" }),
  intro: msg({
    id: "utilities.intro",
    message: "Help with internet, power and gas bills is coming. Join the waitlist to hear first.",
  }),
};
