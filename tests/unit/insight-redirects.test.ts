import { describe, expect, test } from "vitest";
import {
  insightRedirectProblem,
  insightRedirectRules,
  insightRedirectsSchema,
} from "@/lib/insight-redirects";

const slugs = new Set(["erp-to-azure-step-by-step", "arabic-rtl-ecommerce"]);

describe("an article's former addresses", () => {
  test("each leads permanently to the article, in English and in Arabic", () => {
    expect(insightRedirectRules({ "erp-to-azure-in-stages": "erp-to-azure-step-by-step" })).toEqual(
      [
        {
          source: "/insights/erp-to-azure-in-stages",
          destination: "/insights/erp-to-azure-step-by-step",
          permanent: true,
        },
        {
          source: "/ar/insights/erp-to-azure-in-stages",
          destination: "/ar/insights/erp-to-azure-step-by-step",
          permanent: true,
        },
      ],
    );
  });

  test("the build refuses one an article has now, one that leads to no article, and one that is no slug", () => {
    expect(
      insightRedirectProblem({ "erp-to-azure-in-stages": "erp-to-azure-step-by-step" }, slugs),
    ).toBeUndefined();
    expect(
      insightRedirectProblem({ "arabic-rtl-ecommerce": "erp-to-azure-step-by-step" }, slugs),
    ).toBe("arabic-rtl-ecommerce: is an article's slug now, so it cannot lead elsewhere");
    expect(insightRedirectProblem({ "old-name": "no-such-article" }, slugs)).toBe(
      "old-name: leads to no-such-article, which is no article",
    );
    expect(insightRedirectsSchema.safeParse({ "Old Name": "arabic-rtl-ecommerce" }).success).toBe(
      false,
    );
    expect(insightRedirectsSchema.safeParse({ page: "arabic-rtl-ecommerce" }).success).toBe(false);
  });
});
