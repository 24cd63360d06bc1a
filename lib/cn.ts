import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge told about the theme's own font size (`text-display`), which it would take for a colour. */
const twMerge = extendTailwindMerge({ extend: { theme: { text: ["display"] } } });

/** Joins class names, the later of two conflicting Tailwind utilities winning. */
export const cn = (...classes: ClassValue[]) => twMerge(clsx(classes));
