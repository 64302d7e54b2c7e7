import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function Onboarding() {
  return (
    <SimplePage
      title={msg({ id: "onboarding.title", message: "Welcome to Tandem" })}
      lead={msg({ id: "onboarding.intro", message: "Rides, food and utilities help, all in one place." })}
    />
  );
}

function Signup() {
  return (
    <SimplePage
      title={msg({ id: "onboarding.signup_title", message: "Tell us about yourself" })}
      lead={msg({
        id: "onboarding.signup_intro",
        message: "Your name and address let us check which programmes you can join.",
      })}
    />
  );
}

function Finish() {
  return (
    <SimplePage
      title={msg({ id: "onboarding.finish_title", message: "You're all set" })}
      lead={msg({ id: "onboarding.finish_intro", message: "Thanks for joining. Your dashboard is ready." })}
    />
  );
}

export const pages = { onboarding: Onboarding, signup: Signup, finish: Finish };
