import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { control } from "./sandbox-controls.ts";

/** The six-digit code the sandbox texted to `phone` most recently, waiting for it to arrive. */
export async function latestCode(
  request: APIRequestContext,
  phone: string,
  notCode?: string,
): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await request.get(control(`/sandbox/outbox?phone=${phone}`))).json()) as {
        code: string | null;
      }[];
      code = messages.find((message) => message.code !== null)?.code ?? "";
      return code !== "" && code !== notCode;
    })
    .toBe(true);
  return code;
}

/** Words of the sign-in pages in each language, as a member reads them. */
export const words = {
  en: {
    phone: "Mobile number",
    terms: /I agree to Tandem/,
    continue: "Continue",
    verify: "Verify",
    resend: "Send a new code",
    digit: (n: number) => `Digit ${n} of 6`,
    signOut: "Sign out",
    back: "Back",
    sentTo: /Enter the code that we sent to/,
    openMenu: "Open menu",
    startTitle: "Sign in or join | Tandem",
    newCode: /New code sent to \(•••\) •••-\d{4}\./,
    wait: /\d+ seconds?/,
  },
  es: {
    phone: "Número de celular",
    terms: /Acepto los Términos de uso/,
    continue: "Continuar",
    verify: "Verificar",
    resend: "Enviar un código nuevo",
    digit: (n: number) => `Dígito ${n} de 6`,
    signOut: "Cerrar sesión",
    back: "Atrás",
    sentTo: /Escribe el código que enviamos al/,
    openMenu: "Abrir menú",
    startTitle: /\| Tandem$/,
    newCode: /Enviamos un código nuevo al \(•••\) •••-\d{4}\./,
    wait: /\d+ segundos?/,
  },
} as const;

export type Language = keyof typeof words;

/** Opens `/app/start` in `language` (switching on the welcome page when Spanish). */
export async function openStart(page: Page, language: Language, from = "/app/"): Promise<void> {
  await page.goto(from);
  if (language === "es") await page.getByRole("button", { name: "Español" }).click();
  await page.getByRole("link", { name: words[language].continue }).click();
  await expect(page).toHaveURL(/\/app\/start$/);
}

/** Types the phone, ticks the terms and continues to the code page. */
export async function startWith(page: Page, language: Language, phone: string): Promise<void> {
  const w = words[language];
  // Many journeys sign the same demo members in; the sandbox lifts this phone's sign-in limits first.
  await page.request.delete(control(`/sandbox/throttles?phone=${phone}`));
  await page.getByLabel(w.phone).fill(phone.slice(-10));
  await page.getByRole("checkbox", { name: w.terms }).check();
  await page.getByRole("button", { name: w.continue }).click();
  await expect(page).toHaveURL(/\/app\/one-time-password$/);
}

/** Enters a code into the six fields by pasting it, as a phone's autofill would. */
export async function enterCode(page: Page, language: Language, code: string): Promise<void> {
  const first = page.getByRole("textbox", { name: words[language].digit(1) });
  await first.focus();
  await page.evaluate((text) => {
    const target = document.activeElement;
    const data = new DataTransfer();
    data.setData("text/plain", text);
    target?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}
