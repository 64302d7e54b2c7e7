export { WaitlistSurvey, type WaitlistSurveyProps } from "./waitlist-survey.tsx";
export { waitlistQuestions, type WaitlistQuestion, type WaitlistTopic } from "./waitlist-surveys.ts";
