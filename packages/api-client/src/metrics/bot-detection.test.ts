import { describe, expect, it } from "vitest";
import { detectBot } from "./bot-detection.ts";

describe("detectBot (S-01, C-07)", () => {
  it.each([
    ["a normal browser", {}, {}, {}, 0],
    ["PhantomJS (callPhantom)", { callPhantom: () => undefined }, {}, {}, 150],
    ["PhantomJS (_phantom)", { _phantom: {} }, {}, {}, 150],
    ["Nightmare", { __nightmare: {} }, {}, {}, 151],
    ["Selenium's document marker", {}, { __webdriver_evaluate: true }, {}, 152],
    ["Selenium's unwrapped marker", {}, { __selenium_unwrapped: true }, {}, 152],
    ["WebDriver", {}, {}, { webdriver: true }, 153],
    ["webdriver explicitly false", {}, {}, { webdriver: false }, 0],
  ])("S-01 gives %s its code", (_, window, document, navigator, code) => {
    expect(detectBot({ window, document, navigator })).toBe(code);
  });
});
