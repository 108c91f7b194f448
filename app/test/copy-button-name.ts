import { screen } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Finds the button announced by `name` and checks WCAG 2.5.3 (label in name): the words it shows
 * are part of that name, so someone who says what they see can press it.
 */
export function buttonNamed(name: string): HTMLElement {
  const button = screen.getByRole("button", { name });
  const shown = (button.textContent ?? "").trim().toLowerCase();
  expect(shown).not.toBe("");
  expect(name.toLowerCase()).toContain(shown);
  return button;
}
