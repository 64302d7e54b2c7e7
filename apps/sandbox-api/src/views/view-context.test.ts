import { describe, expect, it } from "vitest";
import { tr } from "./view-context.ts";

const en = (text: string) => tr({ en: text, es: text }, "en");

describe("tr: the formatter marker of contract §1.4", () => {
  it("marks text holding a character HTML escapes as inline markdown", () => {
    expect(en("Lime & BIKETOWN Rides")).toBe("\u200cLime & BIKETOWN Rides");
    expect(en("$2 Kids' Fruit Token")).toBe("\u200c$2 Kids' Fruit Token");
    expect(en('The "big" box')).toBe('\u200cThe "big" box');
    expect(en("Ages <12 ride free")).toBe("\u200cAges <12 ride free");
  });

  it("keeps a one-line list plain and marks only blank lines as multi-paragraph", () => {
    expect(en("- Bring your own bag")).toBe("- Bring your own bag");
    expect(en("1. Pick up on Saturday")).toBe("1. Pick up on Saturday");
    expect(en("First.\n\nSecond.")).toBe("\u200dFirst.\n\nSecond.");
    expect(en("Bring:\n- a bag\n- your phone")).toBe("\u200cBring:\n- a bag\n- your phone");
  });

  it("leaves plain text and a soft line break unmarked, and marks inline markup", () => {
    expect(en("Pick up your box at Shemanski Park")).toBe("Pick up your box at Shemanski Park");
    expect(en("Line one\nline two")).toBe("Line one\nline two");
    expect(en("Show the **order number**")).toBe("\u200cShow the **order number**");
    expect(en("[Add a card](/funding)")).toBe("\u200c[Add a card](/funding)");
  });
});
