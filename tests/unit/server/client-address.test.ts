import { request as httpRequest, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  clientAddress,
  fromTrustedProxy,
  installSocketAddressHeader,
} from "@/server/client-address";
import { normaliseAddress } from "@/server/ip-address";

describe("normaliseAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["203.0.113.9:8080", "203.0.113.9"],
    ["unknown", null],
    ["", null],
    ["1.2.3.4, 5.6.7.8", null],
  ])("%j → %j", (value, expected) => expect(normaliseAddress(value)).toBe(expected));
});

describe("clientAddress", () => {
  it("uses the socket's address, stamped per request under an unguessable name, and ignores spoofed headers", async () => {
    installSocketAddressHeader();
    const seen: Headers[] = [];
    const server = createServer((request, response) => {
      seen.push(new Headers(request.headers as Record<string, string>));
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          port,
          host: "127.0.0.1",
          headers: {
            "x-forwarded-for": "198.51.100.1",
            "x-real-ip": "198.51.100.2",
            "x-socket-address": "198.51.100.3",
          },
        },
        (response) => {
          response.resume();
          response.on("end", resolve);
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
    server.close();
    const headers = seen[0]!;
    expect(clientAddress(headers, { trustProxy: [] })).toBe("127.0.0.1");
    // X-Forwarded-For is believed from the proxy TRUST_PROXY names, and from no other address.
    expect(clientAddress(headers, { trustProxy: ["127.0.0.1"] })).toBe("198.51.100.1");
    expect(fromTrustedProxy(headers, ["127.0.0.1"])).toBe(true);
    expect(clientAddress(headers, { trustProxy: ["10.0.0.2"] })).toBe("127.0.0.1");
    expect(fromTrustedProxy(headers, ["10.0.0.2"])).toBe(false);
    const stamped = [...headers.keys()].filter((name) => name.startsWith("x-socket-address-"));
    expect(stamped).toHaveLength(1);
    expect(stamped[0]).toMatch(/^x-socket-address-[0-9a-f]{24}$/);
  });
});
