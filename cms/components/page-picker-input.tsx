"use client";
import { useField, useLocale, useTranslation } from "@payloadcms/ui";
import { useId } from "react";

export type PickedPage = { path: string; title: string };

const COPY = {
  en: {
    label: "A page of the site",
    pick: "Choose a page, or type an address below…",
    english: "English pages",
    arabic: "Arabic pages",
  },
  ar: {
    label: "صفحة في الموقع",
    pick: "اختر صفحة، أو اكتب عنوانًا أدناه…",
    english: "الصفحات الإنجليزية",
    arabic: "الصفحات العربية",
  },
};

/**
 * In the link window, above the address: the site's pages in both languages (the article's own
 * language first). The chosen page fills the address, and the link's words when none were
 * selected, so that nobody types a path (a mistyped one is refused at Publish).
 */
export function PagePickerInput({ pages }: { pages: Record<"en" | "ar", PickedPage[]> }) {
  const { i18n } = useTranslation();
  const { code } = useLocale();
  const url = useField<string>({ path: "url" });
  const words = useField<string>({ path: "text" });
  const id = useId();
  const copy = COPY[i18n.language === "ar" ? "ar" : "en"];
  const groups = (code === "ar" ? ["ar", "en"] : ["en", "ar"]) as ("en" | "ar")[];
  const all = [...pages.en, ...pages.ar];
  const pick = (path: string) => {
    const page = all.find((candidate) => candidate.path === path);
    if (!page) return;
    url.setValue(page.path);
    if (!words.value?.trim()) words.setValue(page.title);
  };
  return (
    <div className="field-type page-picker">
      <label htmlFor={id} className="field-label">
        {copy.label}
      </label>
      <select
        id={id}
        value={all.some((page) => page.path === url.value) ? url.value : ""}
        onChange={(event) => pick(event.target.value)}
      >
        <option value="">{copy.pick}</option>
        {groups.map((language) => (
          <optgroup
            key={language}
            label={language === "en" ? copy.english : copy.arabic}
            dir={language === "ar" ? "rtl" : "ltr"}
          >
            {pages[language].map((page) => (
              <option key={page.path} value={page.path}>
                {page.title} ({page.path})
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
