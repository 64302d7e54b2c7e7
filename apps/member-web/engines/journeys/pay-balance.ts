import { expect } from "vitest";
import type { Journey } from "../journey.ts";
import { control, newMember } from "../members.ts";

export const payBalance: Journey = {
  name: "current API: pays a negative balance from the dashboard's alert with a hurried double tap, and it is settled",
  api: "current",
  async run(page) {
    const member = await newMember(page, "en");
    await control(page.origin, "POST", `/sandbox/members/${String(member)}/debt`, { cents: 725 });
    await page.open("/app/dashboard");
    await page.tap({ role: "link", name: "Pay what you owe" });
    await page.seePath(/\/app\/funding$/);
    await page.see({ role: "heading", name: /^You owe \$7\.25$/ });
    const pay = await page.see({ role: "button", name: "Pay $7.25 now" });
    await page.driver.tap(pay.x, pay.y);
    await page.driver.tap(pay.x, pay.y);
    await page.seeText("Paid. Your balance is settled.");
    await page.gone({ role: "heading", name: /^You owe/ });
    const me = await page.api<{ chargeable_cash_balance: unknown }>("GET", "/api/v1/me");
    expect(me.body.chargeable_cash_balance).toBeNull();
  },
};
