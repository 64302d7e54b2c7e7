import { msg } from "@lingui/core/macro";

// Words of /utilities (doc 2 §2); the survey's own words come from the server's `surveys` file.
export const utilitiesMessages = {
  title: msg({ id: "utilities.title", message: "Utilities" }),
  intro: msg({
    id: "utilities.intro",
    message:
      "Tandem is working with Portland providers to bring members lower internet, power and gas bills. Tell us about your home and we'll let you know first.",
  }),
};
