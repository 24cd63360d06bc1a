import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contactSchema } from "@/content/contact.schema";

const file = JSON.parse(readFileSync("content/contact.json", "utf8")) as Record<string, string>;

test("the company's contact file passes the schema the build checks it with", () => {
  expect(contactSchema.parse(file)).toEqual(file);
});

test.each([
  [{ phone: "020 4000 1234" }, "phone", "must be an international number"],
  [{ email: "hello at example" }, "email", "Invalid email"],
  [{ brand: " " }, "brand", "Too small"],
  [{ fax: "+91 20 4000 1235" }, "", "Unrecognized key"],
])("%j is refused, naming the field", (change, path, message) => {
  const result = contactSchema.safeParse({ ...file, ...change });
  expect(result.success).toBe(false);
  const [issue] = result.error!.issues;
  expect(issue!.path.join(".")).toBe(path);
  expect(issue!.message).toContain(message);
});
