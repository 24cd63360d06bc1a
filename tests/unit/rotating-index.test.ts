import { describe, expect, test } from "vitest";
import { nextIndex, staggerFromLast } from "@/lib/rotating-index";

describe("rotating text", () => {
  test("advances through the words and wraps to the first", () => {
    expect([0, 1, 2].map((index) => nextIndex(index, 3))).toEqual([1, 2, 0]);
    expect(nextIndex(0, 1)).toBe(0);
  });

  test("letters enter from the last, 0.025 s apart", () => {
    expect([0, 1, 2].map((index) => staggerFromLast(index, 3))).toEqual([0.05, 0.025, 0]);
  });
});
