import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { NavItem } from "@/content/navigation";
import { SERVICES_MENU_ID } from "./ids";

/**
 * The desktop Services dropdown: the label links to the overview page; the chevron button opens
 * the 13 services in a native popover (Enter or Space, closed by Escape or an outside click, with
 * no script). HeaderBehaviour adds hover with a 200 ms close delay and the arrow keys.
 */
export function ServicesMenu({ item, label }: { item: NavItem; label: string }) {
  return (
    <li data-dropdown="" className="relative flex items-center">
      <Link
        href={item.href}
        className="rounded-full py-2 ps-3 pe-1 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink"
      >
        {item.label}
      </Link>
      <button
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        aria-label={label}
        className="group rounded-full p-1.5 text-muted transition-colors hover:bg-surface hover:text-ink"
      >
        <ChevronDown
          className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>

      <div
        id={SERVICES_MENU_ID}
        popover="auto"
        className="fixed inset-auto end-[max(2rem,calc((100vw-72rem)/2+2rem))] top-16 m-0 w-[44rem] bg-transparent p-0 pt-3"
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-canvas p-3 shadow-lift">
          {item.subItems?.map((sub) => (
            <li key={sub.href}>
              <Link
                href={sub.href}
                className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-surface focus-visible:bg-surface"
              >
                <span className="block text-sm font-semibold text-ink">{sub.label}</span>
                <span className="mt-0.5 block text-[0.8125rem] leading-snug text-muted">
                  {sub.description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
