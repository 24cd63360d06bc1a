import { describe, expect, it } from "vitest";
import { liveness, readiness } from "@/server/health";

describe("health checks", () => {
  it("liveness answers 200, never cached", async () => {
    const response = liveness();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("readiness is 200 when the store answers", async () => {
    const response = await readiness({ ping: async () => {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("readiness is 503 with the reason when the store fails or does not answer within a second", async () => {
    const failing = await readiness({
      ping: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    });
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({
      status: "not ready",
      reason: "connect ECONNREFUSED 127.0.0.1:5432",
    });
    const started = Date.now();
    const hanging = await readiness({ ping: () => new Promise(() => {}) });
    expect(hanging.status).toBe(503);
    expect((await hanging.json()).reason).toBe("the store did not answer within 1 s");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
