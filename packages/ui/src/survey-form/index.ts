export { SurveyForm, type SurveyAnswers, type SurveyFormProps } from "./survey-form.tsx";
export { type SurveyFormAnswer, type SurveyFormQuestion } from "./survey-question-field.tsx";
export { SurveyOutcome, type SurveyOutcomeProps } from "./survey-outcome.tsx";
