import { describe, expect, test } from "vitest";
import { rotatingIndex, splitText, staggerFromLast } from "@/lib/rotating-index";

const looping = { count: 2, loop: true };
const once = { count: 3, loop: false };

describe("rotatingIndex", () => {
  test("advances and wraps to the first word when looping", () => {
    expect(rotatingIndex(0, { type: "next" }, looping)).toBe(1);
    expect(rotatingIndex(1, { type: "next" }, looping)).toBe(0);
  });

  test("stays on the last word when not looping", () => {
    expect(rotatingIndex(1, { type: "next" }, once)).toBe(2);
    expect(rotatingIndex(2, { type: "next" }, once)).toBe(2);
  });

  test("goes back, wrapping to the last word when looping and stopping at 0 when not", () => {
    expect(rotatingIndex(1, { type: "previous" }, looping)).toBe(0);
    expect(rotatingIndex(0, { type: "previous" }, looping)).toBe(1);
    expect(rotatingIndex(0, { type: "previous" }, once)).toBe(0);
  });

  test("jumps to a clamped index and resets to 0", () => {
    expect(rotatingIndex(0, { type: "jump", index: 2 }, once)).toBe(2);
    expect(rotatingIndex(0, { type: "jump", index: 9 }, once)).toBe(2);
    expect(rotatingIndex(2, { type: "jump", index: -4 }, once)).toBe(0);
    expect(rotatingIndex(2, { type: "jump", index: 1.7 }, once)).toBe(1);
    expect(rotatingIndex(2, { type: "reset" }, once)).toBe(0);
  });
});

describe("splitText and the stagger", () => {
  test("splits by characters by default, or by words, lines or a separator", () => {
    expect(splitText("Future")).toEqual(["F", "u", "t", "u", "r", "e"]);
    expect(splitText("two words", "words")).toEqual(["two", " ", "words"]);
    expect(splitText("a\nb", "lines")).toEqual(["a", "b"]);
    expect(splitText("a-b-c", "-")).toEqual(["a", "b", "c"]);
  });

  test("letters enter from the last one, 0.025 s apart", () => {
    expect([0, 1, 2].map((i) => staggerFromLast(i, 3))).toEqual([0.05, 0.025, 0]);
  });
});

describe("springEasing", () => {
  test("damping 30 and stiffness 400 settle in under half a second, overshooting a little", async () => {
    const { springEasing } = await import("@/lib/spring");
    const { easing, duration } = springEasing({ damping: 30, stiffness: 400 });
    expect(duration).toBeGreaterThan(200);
    expect(duration).toBeLessThan(600);
    const points = easing.slice("linear(".length, -1).split(", ").map(Number);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
    expect(Math.max(...points)).toBeGreaterThan(1); // underdamped: a small overshoot
    expect(Math.max(...points)).toBeLessThan(1.05);
  });
});
