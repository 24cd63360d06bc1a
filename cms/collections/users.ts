import type { CollectionConfig } from "payload";
import { admins, hasRole, ROLES, signedIn } from "../access";
import { plainTextOnly } from "../fields";

/** The editor's accounts: Payload's own, with roles. The first admin comes from `npm run cms -- create-admin`. */
const ROLE_LABELS = {
  admin: { en: "Admin", ar: "مسؤول" },
  editor: { en: "Editor", ar: "محرِّر" },
  author: { en: "Author", ar: "كاتب" },
  sales: { en: "Sales", ar: "المبيعات" },
} as const;

export const Users: CollectionConfig = {
  slug: "users",
  labels: { singular: { en: "User", ar: "مستخدم" }, plural: { en: "Users", ar: "المستخدمون" } },
  admin: { useAsTitle: "email", defaultColumns: ["email", "name", "roles"] },
  auth: {
    // Five wrong passwords lock the account for fifteen minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60_000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: "Lax" },
    // Payload spaces reset requests by a write outside the request's transaction, which waits on
    // that transaction forever under SQLite ("database is locked"): a reset link lasts an hour.
    forgotPassword: { minRequestInterval: 0, expiration: 60 * 60_000 },
  },
  hooks: { beforeChange: [plainTextOnly] },
  access: {
    admin: signedIn,
    read: signedIn,
    create: admins,
    delete: admins,
    // Only an admin lifts a lockout: Payload's default lets any signed-in account unlock any other.
    unlock: admins,
    // Everyone keeps their own name and password; an admin changes anyone's.
    update: ({ req, id }) => hasRole(req.user, "admin") || req.user?.id === id,
  },
  fields: [
    { name: "name", type: "text", label: { en: "Name", ar: "الاسم" } },
    {
      name: "roles",
      type: "select",
      label: { en: "Roles", ar: "الأدوار" },
      hasMany: true,
      required: true,
      defaultValue: ["author"],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      access: {
        create: ({ req }) => hasRole(req.user, "admin"),
        update: ({ req }) => hasRole(req.user, "admin"),
      },
    },
  ],
};
