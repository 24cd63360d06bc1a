"use client";
import { useDocumentInfo, useDocumentTitle, useTranslation } from "@payloadcms/ui";
import { useEffect } from "react";

/**
 * An entry not yet titled in the admin's language (an article written in English only, opened in
 * the Arabic admin) is headed "No title yet" in that language, not by its database id, which
 * Payload falls back to. Set after Payload's own title (whose effect runs after this one), and again
 * each time Payload sets the id back. Draws nothing.
 */
export function UntitledInThisLanguage() {
  const { id } = useDocumentInfo();
  const { title, setDocumentTitle } = useDocumentTitle();
  const { t } = useTranslation();
  useEffect(() => {
    if (id === undefined || title !== String(id)) return;
    const later = setTimeout(() => setDocumentTitle(t("general:untitled")));
    return () => clearTimeout(later);
  }, [id, title, setDocumentTitle, t]);
  return null;
}
