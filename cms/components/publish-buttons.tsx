"use client";
import { PublishButton, UnpublishButton, useAuth } from "@payloadcms/ui";
import type { PublishButtonClientProps, UnpublishButtonClientProps } from "payload";

/** Whether the signed-in member of staff publishes (cms/access.ts: editors and admins). */
function usePublishes() {
  const { user } = useAuth<{ roles?: string[] | null }>();
  return Boolean(user?.roles?.some((role) => role === "admin" || role === "editor"));
}

/**
 * Publish changes (and publishing one language), offered to editors and admins only: an author
 * saves drafts and ticks "Ready for an editor", and a publish they press would be refused.
 */
export function EditorsPublishButton(props: PublishButtonClientProps) {
  return usePublishes() ? <PublishButton {...props} /> : null;
}

/** Unpublish, in the ⋮ menu: editors and admins only, as publishing is. */
export function EditorsUnpublishButton(props: UnpublishButtonClientProps) {
  return usePublishes() ? <UnpublishButton {...props} /> : null;
}
