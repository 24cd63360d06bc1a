import { Link } from "@/components/ui/link";
import type { NavTarget } from "@/content/navigation";

/** A header link: a home section is a plain link to its anchor (HeaderBehaviour scrolls to it smoothly), a page a site link. */
export function NavLink({
  item,
  className,
  children,
}: {
  item: NavTarget & { label: string };
  className: string;
  children?: React.ReactNode;
}) {
  if (item.sectionId)
    return (
      <a href={item.href} data-section={item.sectionId} className={className}>
        {children ?? item.label}
      </a>
    );
  return (
    <Link href={item.href} className={className}>
      {children ?? item.label}
    </Link>
  );
}
