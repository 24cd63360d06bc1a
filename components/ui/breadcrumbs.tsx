import { Link } from "@/components/ui/link";
import { localizePath, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { JsonLd } from "@/lib/json-ld";

/** A page of the trail, by its English path (the trail links to it in the page's language). */
type Crumb = { name: string; path: string };

/** A visible breadcrumb trail from the home page, with its BreadcrumbList structured data. */
export function Breadcrumbs({ trail, locale }: { trail: Crumb[]; locale: Locale }) {
  const { breadcrumbs } = uiCopy[locale];
  const crumbs = [{ name: breadcrumbs.home, path: "/" }, ...trail].map((crumb) => ({
    ...crumb,
    path: localizePath(locale, crumb.path),
  }));
  return (
    <>
      <nav aria-label={breadcrumbs.label} className="text-sm text-muted print:hidden">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="hover:text-accent">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: `${site.url}${crumb.path === "/" ? "" : crumb.path}`,
          })),
        }}
      />
    </>
  );
}
