import { describe, expect, it } from "vitest";
import { readMarkdownMarker } from "./markdown-marker.ts";

describe("readMarkdownMarker", () => {
  it.each([
    ["\u200CPay **$5**", "inline", "Pay **$5**"],
    ["\u200D# Title\n\nText", "block", "# Title\n\nText"],
    ["Plain **text**", "plain", "Plain **text**"],
  ])("F-039 reads %j as %s", (value, format, text) => {
    expect(readMarkdownMarker(value)).toEqual({ format, text });
  });
});
