import { Skeleton } from "@tandem/ui/skeleton";
import { lazy, Suspense } from "react";
import type { WaitlistSurveyProps } from "./waitlist-survey.tsx";

const load = () => import("./waitlist-survey.tsx");
const Survey = lazy(async () => ({ default: (await load()).WaitlistSurvey }));

/**
 * Fetches the survey's chunk ahead: a page's loader calls it once it knows the page will show the survey, so the
 * survey is there with the page.
 */
export async function preloadWaitlistSurvey(): Promise<void> {
  await load();
}

/**
 * The waitlist survey (F-184–F-188), fetched only when a page shows it: the food and mobility pages show it only
 * when there is nothing to order or ride, so most of their visits never download its form.
 * @example <WaitlistSurveyOnDemand topic="food_waitlist" headingLevel={3} />
 */
export function WaitlistSurveyOnDemand(props: WaitlistSurveyProps) {
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <Survey {...props} />
    </Suspense>
  );
}
