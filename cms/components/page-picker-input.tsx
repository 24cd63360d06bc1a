"use client";
import { Button, useField, useLocale, useTranslation } from "@payloadcms/ui";
import { useId, useState } from "react";

export type PickedPage = { path: string; title: string };

const COPY = {
  en: {
    label: "Link to a page of the site",
    pick: "Choose a page…",
    insert: "Insert link",
    english: "English pages",
    arabic: "Arabic pages",
  },
  ar: {
    label: "رابط إلى صفحة في الموقع",
    pick: "اختر صفحة…",
    insert: "أدرج الرابط",
    english: "الصفحات الإنجليزية",
    arabic: "الصفحات العربية",
  },
};

/**
 * The page picker's list and button: the chosen page goes into the body, as a Markdown link with
 * the page's title, at the cursor (or in place of the selected text, which becomes the link's).
 * The body's own language's pages come first.
 */
export function PagePickerInput({ pages }: { pages: Record<"en" | "ar", PickedPage[]> }) {
  const { i18n } = useTranslation();
  const { code } = useLocale();
  const { value, setValue } = useField<string>({ path: "body" });
  const [picked, setPicked] = useState("");
  const id = useId();
  const copy = COPY[i18n.language === "ar" ? "ar" : "en"];
  const groups = (code === "ar" ? ["ar", "en"] : ["en", "ar"]) as ("en" | "ar")[];
  const insert = () => {
    const page = [...pages.en, ...pages.ar].find((candidate) => candidate.path === picked);
    if (!page) return;
    const body = document.getElementById("field-body") as HTMLTextAreaElement | null;
    const text = value ?? "";
    const [start, end] = body
      ? [body.selectionStart, body.selectionEnd]
      : [text.length, text.length];
    const words = text.slice(start, end) || page.title;
    setValue(`${text.slice(0, start)}[${words}](${page.path})${text.slice(end)}`);
  };
  return (
    <div
      className="field-type"
      style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "end" }}
    >
      <label htmlFor={id} style={{ flexBasis: "100%" }}>
        {copy.label}
      </label>
      <select
        id={id}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        style={{ minHeight: 40, maxWidth: "100%", flex: "1 1 16rem" }}
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
      <Button buttonStyle="secondary" margin={false} disabled={!picked} onClick={insert}>
        {copy.insert}
      </Button>
    </div>
  );
}
