import type { Payload, ServerProps } from "payload";
import { caseStudyCards, caseStudyHref } from "../../content/case-studies";
import { insightTags } from "../../content/insights/taxonomy";
import { localizePath } from "../../content/locales";
import { serviceHref, services } from "../../content/services";
import { serviceCards } from "../../content/services.ar";
import { PagePickerInput, type PickedPage } from "./page-picker-input";

/** The site's own pages that no content entry names, in both languages. */
const FIXED: [string, string, string][] = [
  ["/", "Home", "الصفحة الرئيسية"],
  ["/services", "Services", "الخدمات"],
  ["/case-studies", "Case studies", "دراسات الحالة"],
  ["/insights", "Insights", "المقالات"],
  ["/contactus", "Contact us", "تواصل معنا"],
  ["/footer/TermsConditions", "Terms and conditions", "الشروط والأحكام"],
];

/** Every page a body may link to, with its title, in each language: the published articles too. */
async function sitePagesTitled(payload: Payload) {
  const { docs } = await payload.find({
    collection: "insights",
    where: { _status: { equals: "published" } },
    select: { slug: true, title: true },
    locale: "all",
    depth: 0,
    limit: 0,
    sort: "slug",
    overrideAccess: true,
  });
  const pages: [string, string, string][] = [
    ...FIXED,
    ...services.map((service): [string, string, string] => [
      serviceHref(service),
      service.title,
      serviceCards[service.slug].title,
    ]),
    ...caseStudyCards.en.map((study, index): [string, string, string] => [
      caseStudyHref(study),
      study.title,
      caseStudyCards.ar[index]!.title,
    ]),
    ...(docs as unknown as { slug: string; title: { en?: string; ar?: string } }[]).map(
      ({ slug, title }): [string, string, string] => [
        `/insights/${slug}`,
        title.en ?? slug,
        title.ar ?? title.en ?? slug,
      ],
    ),
    ...Object.entries(insightTags).map(([tag, names]): [string, string, string] => [
      `/insights/tag/${tag}`,
      names.en,
      names.ar,
    ]),
  ];
  return {
    en: pages.map(([path, en]): PickedPage => ({ path, title: en })),
    ar: pages.map(([path, , ar]): PickedPage => ({ path: localizePath("ar", path), title: ar })),
  };
}

/** In the body's link window: the site's pages in both languages, to fill the link's address. */
export async function PagePicker({ payload }: ServerProps) {
  return <PagePickerInput pages={await sitePagesTitled(payload)} />;
}
