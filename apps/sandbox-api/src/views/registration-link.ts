import { linkForCode } from "../domain/registration-links.ts";
import { tr, type ViewContext } from "./view-context.ts";

/** `{ organizationName, intro }` of the link behind the browser's code (contract §2.4, HEAD only), or null. */
export function registrationLinkView(ctx: ViewContext): { organizationName: string; intro: string } | null {
  const link = linkForCode(ctx.db, ctx.registrationCode, ctx.nowMs);
  return link ? { organizationName: link.organization, intro: tr(link.intro, ctx.lang) } : null;
}

/** The member's `registrationLink` on `current` (always there, null without a valid code); nothing at 5dd9af6c. */
export function registrationLinkField(ctx: ViewContext): {
  registrationLink?: ReturnType<typeof registrationLinkView>;
} {
  return ctx.apiVersion === "current" ? { registrationLink: registrationLinkView(ctx) } : {};
}
