import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import type { DataNoteCopy } from "@/content/enquiry-copy";

/**
 * The line under an enquiry form: what is kept, why and for how long, with the privacy terms.
 * Its words come as props (content/enquiry-copy.ts `dataNoteCopy`): the inquiry modal renders it
 * in the browser, which must not load every language's copy.
 */
export function DataNote({ note, className }: { note: DataNoteCopy; className?: string }) {
  return (
    <p className={clsx("text-xs leading-relaxed text-muted", className)}>
      {note.text}{" "}
      <Link
        href={note.href}
        className="font-medium text-ink underline underline-offset-2 hover:text-accent"
      >
        {note.link}
      </Link>
    </p>
  );
}
