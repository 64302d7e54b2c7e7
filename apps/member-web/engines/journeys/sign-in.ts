import { expectNoA11yViolations, type Journey } from "../journey.ts";
import { control } from "../members.ts";
import { waitUntil } from "../wait.ts";

// Maria, a seeded member (apps/sandbox-api/src/seed/members.ts), signs in as a member does on a phone.
const MARIA = "15035550142";

/** The newest code in the sandbox's outbox for `phone`, or null. */
async function newestCode(origin: string, phone: string): Promise<string | null> {
  const outbox = await control<{ code: string | null }[]>(origin, "GET", `/sandbox/outbox?phone=${phone}`);
  return outbox.find((message) => message.code !== null)?.code ?? null;
}

export const signIn: Journey = {
  name: "F-043 F-044 F-045 F-049 R-12 signs in: the terms ticked by a real tap as the phone field is left, the phone, the texted code, the dashboard",
  async run(page) {
    await page.open("/app/");
    await page.tap({ role: "link", name: "Continue" });
    await page.seePath(/\/app\/start$/);
    const phone = { role: "textbox", name: "Mobile number" } as const;
    // F-043: the phone field has focus on load.
    await page.see(phone, (field) => field.focused, " (focused on load)");
    await expectNoA11yViolations(page);
    // F-044: the member ticks the terms first. The thumb goes down on the box where it is while the empty phone
    // field still has focus; leaving the field shows its error, which must not move the box from under the press.
    const terms = { role: "checkbox", name: /I agree to Tandem/ } as const;
    const box = await page.see(terms);
    await page.driver.tap(box.x, box.y);
    await page.see(terms, (field) => field.checked, " (ticked by the tap)");
    await control(page.origin, "DELETE", `/sandbox/throttles?phone=${MARIA}`);
    await page.fill(phone, MARIA.slice(-10));
    const before = await newestCode(page.origin, MARIA);
    await page.tap({ role: "button", name: "Continue" });
    await page.seePath(/\/app\/one-time-password$/);
    const code = await waitUntil("a new code in the outbox", async () => {
      const newest = await newestCode(page.origin, MARIA);
      return newest !== before ? newest : null;
    });
    // F-049: typing a digit moves to the next field, and after the last to Verify.
    await page.fill({ role: "textbox", name: "Digit 1 of 6" }, code);
    await page.see({ role: "button", name: "Verify" }, (button) => button.focused, " (focused)");
    await page.tap({ role: "button", name: "Verify" });
    await page.seePath(/\/app\/dashboard$/);
    await page.seeTitle("Dashboard | Tandem");
    await page.see({ role: "region", name: "Your programs" });
    await expectNoA11yViolations(page);
  },
};

export const spanish: Journey = {
  name: "F-032 F-016 switches to Spanish with the language button and reads Spanish, also after a reload",
  async run(page) {
    await page.open("/app/");
    await page.seeTitle("Welcome | Tandem");
    await page.tap({ role: "button", name: "Español" });
    await page.seeTitle("Bienvenida | Tandem");
    await page.see({ role: "link", name: "Continuar" });
    await page.open("/app/");
    await page.see({ role: "link", name: "Continuar" });
    await page.tap({ role: "link", name: "Continuar" });
    await page.see({ role: "textbox", name: "Número de celular" });
    await page.see({ role: "checkbox", name: /Acepto los Términos de uso/ });
  },
};
