import { ChevronLeft, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { insightsCopy } from "@/content/insights/copy";
import { localizePath, type Locale } from "@/content/locales";
import { listPageHref } from "@/lib/insights";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium";

/**
 * The page numbers shown: the first, the last, and two either side of the current one; null where
 * a run of pages is left out. Years of articles make many pages; the links stay a handful.
 */
export function shownPages(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let number = 1; number <= pages; number++)
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) shown.push(number);
    else if (shown.at(-1) !== null) shown.push(null);
  return shown;
}

/** A list's pages: newer, the page numbers around this one, older; nothing when there is one page. */
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
        {shownPages(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
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
          ),
        )}
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
