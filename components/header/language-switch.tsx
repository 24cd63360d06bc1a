"use client";

import { Languages } from "lucide-react";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { englishPath, localizePath, type Locale } from "@/content/locales";

/** The same page's path in the other language (the home page for a 404). */
function counterpart(pathname: string, to: Locale) {
  const english = englishPath(pathname);
  return english.startsWith("/_") || /^\/not-found(\/|$)/.test(english)
    ? localizePath(to, "/")
    : localizePath(to, english);
}

// The query is read at each render (each navigation renders the link); prerendered HTML has none.
const noSubscription = () => () => {};
const serverSearch = () => "";

/**
 * The link to the page being read in the other language: it shows that language's name for itself
 * (with its `lang`); screen readers hear first what it does, in the page's language, so the visible
 * name is part of the accessible one. It reads the path when rendered, so it is right in the HTML of
 * every prerendered page and after client-side navigation; once hydrated it keeps the query too,
 * so `/contactus?service=CloudServices` leads to the Arabic form about the same service.
 */
export function LanguageSwitch({
  to,
  name,
  label,
  className,
  nameClassName,
}: {
  /** The other language. */
  to: Locale;
  /** Its own name for itself, e.g. "العربية". */
  name: string;
  /** What the link does, in the page's language. */
  label: string;
  className?: string;
  /** For the visible name, e.g. to keep it for screen readers only where room is short. */
  nameClassName?: string;
}) {
  const pathname = usePathname();
  const search = useSyncExternalStore(noSubscription, () => window.location.search, serverSearch);
  return (
    <a
      href={counterpart(pathname, to) + search}
      hrefLang={to}
      data-language-switch=""
      className={className}
    >
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span lang={to} className={nameClassName}>
        {name}
      </span>
    </a>
  );
}
