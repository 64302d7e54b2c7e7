// The lane's helpers inside the page, the same in every engine: find an element by its role and accessible name
// (as a member or a screen reader meets it), say where it is on the screen, and gather the page's errors where the
// engine cannot report them (WebKit's WebDriver). Sent to the page as source text, so nothing here may use a
// name from outside `installPageKit`.

import type { Found, Role, WireQuery } from "./query.ts";

declare global {
  interface Window {
    __laneErrors?: string[];
    __lane?: { find: (query: WireQuery) => Found | null; count: (query: WireQuery) => number };
  }
}

/* eslint-disable max-lines-per-function -- one function, because it travels to the page as one source text */
export function installPageKit(): void {
  if (window.__lane) return;
  const errors = (window.__laneErrors ??= []);
  window.addEventListener("error", (event) => errors.push(`pageerror: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    errors.push(`unhandledrejection: ${String(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  const selectors: Record<Role, string> = {
    button: "button, [role=button], input[type=submit], input[type=button]",
    link: "a[href], [role=link]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    textbox:
      "input:not([type]), input[type=text], input[type=tel], input[type=email], input[type=search], input[type=number], textarea, [role=textbox]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    dialog: "dialog, [role=dialog]",
    list: "ul, ol, [role=list]",
    status: "[role=status]",
    alert: "[role=alert]",
    region: "section[aria-label], section[aria-labelledby], [role=region]",
  };
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const textOf = (element: Element) =>
    squash(element instanceof HTMLElement ? element.innerText : element.textContent);
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? textOf(label) : "";
          })
          .join(" "),
      );
    const label = element.getAttribute("aria-label");
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map(textOf).join(" "));
    if (element instanceof HTMLInputElement && element.type !== "checkbox") return squash(element.value);
    return textOf(element) || squash(element.getAttribute("title"));
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    // Inert (the prerendered page until the app starts, main.tsx) takes no tap: a member's would be lost.
    return (
      style.visibility !== "hidden" &&
      style.display !== "none" &&
      !element.closest("[aria-hidden=true], [inert]")
    );
  };
  const named = (element: Element, name: WireQuery["name"]) => {
    if (name === undefined) return true;
    const actual = nameOf(element);
    if (typeof name === "string") return actual.toLowerCase().includes(name.toLowerCase());
    return new RegExp(name.source, name.flags).test(actual);
  };
  const all = (query: WireQuery): Element[] => {
    const scopes: ParentNode[] = query.within ? all(query.within) : [document];
    return scopes.flatMap((scope) =>
      [...scope.querySelectorAll(selectors[query.role])].filter((element) => {
        // Firefox may refuse to let a page script read an element mid-navigation (a security veto): not seen yet.
        try {
          return visible(element) && named(element, query.name);
        } catch {
          return false;
        }
      }),
    );
  };
  const find = (query: WireQuery): Found | null => {
    const element = all(query)[0];
    if (!element) return null;
    // Brought into the middle of the screen only when near an edge, where a sticky bar may cover it.
    const middle = element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2;
    if (middle < 80 || middle > innerHeight - 120) element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    const input = element as HTMLInputElement;
    return {
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      checked: input.checked === true || element.getAttribute("aria-checked") === "true",
      focused: document.activeElement === element,
      disabled: input.disabled === true || element.getAttribute("aria-disabled") === "true",
      value: typeof input.value === "string" ? input.value : "",
      href: element.getAttribute("href") ?? "",
      text: textOf(element),
    };
  };
  window.__lane = { find, count: (query) => all(query).length };
}
