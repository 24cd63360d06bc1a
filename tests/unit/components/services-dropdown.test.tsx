// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DROPDOWN_CLOSE_DELAY, ServicesDropdown } from "@/components/header/services-dropdown";
import { navigation } from "@/content/navigation";

const item = navigation.find((entry) => entry.isDropdown)!;

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ul>
      <ServicesDropdown item={item} open={open} onOpenChange={setOpen} onNavigate={() => {}} />
    </ul>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByRole("button", { name: "Services menu" });

describe("ServicesDropdown", () => {
  test("hover opens it; it closes exactly 200 ms after the pointer leaves", () => {
    render(<Harness />);
    expect(button().getAttribute("aria-expanded")).toBe("false");
    const root = button().closest("li")!;
    fireEvent.mouseEnter(root);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("link")).toHaveLength(14); // the label + 13 services

    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY - 1));
    expect(button().getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(1));
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  test("coming back before the delay cancels the close", () => {
    render(<Harness />);
    const root = button().closest("li")!;
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(500));
    expect(button().getAttribute("aria-expanded")).toBe("true");
  });

  test("the button toggles it and Escape closes it, returning focus to the button", () => {
    render(<Harness />);
    fireEvent.click(button());
    expect(button().getAttribute("aria-expanded")).toBe("true");
    const first = screen.getByRole("link", { name: /Application Services/ });
    first.focus();
    fireEvent.keyDown(first, { key: "Escape" });
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button());
  });

  test("the Services label links to the overview page", () => {
    render(<Harness />);
    expect(screen.getByRole("link", { name: "Services" }).getAttribute("href")).toBe("/services");
  });
});
