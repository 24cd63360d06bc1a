import Link from "next/link";
import type { ServerProps } from "payload";
import { worksEnquiries } from "../../access";
import { copyFor } from "./copy";

/** The inbox in the admin's menu, for the sales team and admins only. */
export function EnquiriesNavLink({ user, i18n }: ServerProps) {
  if (!worksEnquiries(user)) return null;
  return (
    <Link href="/admin/enquiries" className="nav__link">
      <span className="nav__link-label">{copyFor(i18n.language).enquiries}</span>
    </Link>
  );
}
