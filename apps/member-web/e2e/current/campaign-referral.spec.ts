// A campaign link (the backend's Rack::UtmCapture and Member::Referral, current API only): a visitor opens the app
// from a link with utm_ parameters, signs up with a new phone, and the programme knows where they came from. The
// app knows nothing of it: the server that serves /app keeps the parameters in cookies, and sign-up reads them.
import { expect, test } from "@playwright/test";
import { enterCode, latestCode, openStart, startWith, words } from "../sign-in-helpers.ts";

// A phone no seeded member and no other journey has.
const PHONE = "15035550931";

test("a campaign link's visitor who signs up with a new phone is recorded as referred by its campaign", async ({
  page,
  context,
}) => {
  await openStart(page, "en", "/app/?utm_source=flyer&utm_medium=print&utm_campaign=spring%20market");
  const kept = Object.fromEntries((await context.cookies()).map(({ name, value }) => [name, value]));
  expect(kept).toMatchObject({ utm_source: "flyer", utm_medium: "print" });

  await startWith(page, "en", PHONE);
  await enterCode(page, "en", await latestCode(page.request, PHONE));
  await page.getByRole("button", { name: words.en.verify }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);

  const members = (await (await page.request.get("/sandbox/members")).json()) as {
    id: number;
    phone: string;
  }[];
  const member = members.find(({ phone }) => phone === "(503) 555-0931");
  expect(member).toBeDefined();
  const answer = await page.request.get(`/sandbox/members/${member?.id}/referral`);
  expect(((await answer.json()) as { referral: unknown }).referral).toMatchObject({
    source: "flyer",
    medium: "print",
    campaign: "spring market",
  });
});
