import { ChevronLeft, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { insightsCopy } from "@/content/insights/copy";
import { localizePath, type Locale } from "@/content/locales";
import { listPageHref } from "@/lib/insights";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium";

/** A list's pages: newer, each page by number, older; nothing when there is one page. */
export function Pagination({
  base,
  page,
  pages,
  locale,
}: {
  /** The list's first page, in English. */
  base: string;
  page: number;
  pages: number;
  locale: Locale;
}) {
  if (pages < 2) return null;
  const copy = insightsCopy[locale].pagination;
  const href = (to: number) => localizePath(locale, listPageHref(base, to));
  const arrow = "size-4 rtl:-scale-x-100";
  return (
    <nav aria-label={copy.label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          href={href(page - 1)}
          rel="prev"
          className={clsx(item, "border border-line hover:bg-surface")}
        >
          <ChevronLeft className={arrow} aria-hidden="true" />
          {copy.previous}
        </Link>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              href={href(number)}
              aria-label={copy.page(number)}
              aria-current={number === page ? "page" : undefined}
              className={clsx(
                item,
                number === page
                  ? "bg-ink text-canvas"
                  : "text-muted hover:bg-surface hover:text-ink",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link
          href={href(page + 1)}
          rel="next"
          className={clsx(item, "border border-line hover:bg-surface")}
        >
          {copy.next}
          <ChevronRight className={arrow} aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
