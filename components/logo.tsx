import { site } from "@/content/site";

/** The mark's shapes, in a 32×32 box; also drawn into the Open Graph images (plain elements, as Satori needs). */
export const logoShapes = [
  <rect key="tile" width="32" height="32" rx="8" fill="#BF202F" />,
  <path
    key="d"
    d="M10 9h6.5a7 7 0 0 1 0 14H10z"
    fill="none"
    stroke="#fff"
    strokeWidth="3"
    strokeLinejoin="round"
  />,
  <path key="bar" d="M14 16h4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />,
];

/** The brand mark: a plateau-red tile with a geometric D. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      {logoShapes}
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5 text-[1.05rem] font-semibold">
      <LogoMark />
      {/* The brand is a Latin name on every page: set as English, so Arabic pages keep its tracking. */}
      <span lang="en" className="leading-tight tracking-tight">
        {site.brand}
      </span>
    </span>
  );
}
