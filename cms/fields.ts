import type { CollectionBeforeChangeHook, Field } from "payload";

/** An author's way to ask for a publish: editors filter drafts on it. */
export const readyForEditor: Field = {
  name: "readyForEditor",
  type: "checkbox",
  defaultValue: false,
  label: { en: "Ready for an editor", ar: "جاهز للمحرِّر" },
  admin: {
    position: "sidebar",
    description: {
      en: "An author ticks this when both languages are written: an editor reviews and publishes.",
      ar: "يحدّده الكاتب عند اكتمال اللغتين، فيراجع المحرِّر المقال وينشره.",
    },
  },
};

/** Published, an entry waits for no editor any more. */
export const readyForEditorOnlyUntilPublished: CollectionBeforeChangeHook = ({ data }) =>
  data._status === "published" ? { ...data, readyForEditor: false } : data;
