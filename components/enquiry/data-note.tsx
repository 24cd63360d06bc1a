import { Link } from "@/components/ui/link";
import { enquiryDataNote } from "@/content/privacy";
import { clsx } from "clsx";

/** The line under an enquiry form: what is kept, why and for how long, with the privacy terms. */
export function DataNote({ days, className }: { days: number; className?: string }) {
  return (
    <p className={clsx("text-xs leading-relaxed text-muted", className)}>
      {enquiryDataNote(days)}{" "}
      <Link
        href="/footer/TermsConditions#privacy"
        className="font-medium text-ink underline underline-offset-2 hover:text-accent"
      >
        Privacy terms
      </Link>
    </p>
  );
}
