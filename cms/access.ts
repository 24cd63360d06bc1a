import type { Access, CollectionBeforeChangeHook, PayloadRequest } from "payload";
import { Refusal } from "./errors";

/** The editor's roles: an admin manages users, an editor writes and publishes, an author writes drafts. */
export const ROLES = ["admin", "editor", "author"] as const;
export type Role = (typeof ROLES)[number];

/** Whether a signed-in user (as Payload hands it to access functions and hooks) holds one of `roles`. */
export const hasRole = (user: unknown, ...roles: Role[]) =>
  Boolean((user as { roles?: Role[] | null } | null)?.roles?.some((role) => roles.includes(role)));

export const signedIn = ({ req }: { req: PayloadRequest }) => Boolean(req.user);
export const admins: Access = ({ req }) => hasRole(req.user, "admin");

/** Who may publish: editors and admins. */
const canPublish = (req: PayloadRequest) => hasRole(req.user, "admin", "editor");

/**
 * An author saves drafts only: saving as published (from the admin or the REST API alike) is
 * refused, and an editor publishes it. The editor's own commands (no user) publish what they import.
 */
export const publishedByEditors: CollectionBeforeChangeHook = ({ data, req }) => {
  if (data._status === "published" && req.user && !canPublish(req))
    throw new Refusal(
      403,
      "Only an editor or an admin publishes: save a draft and ask one of them.",
    );
  return data;
};
