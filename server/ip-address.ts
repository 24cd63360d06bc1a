import { isIP } from "node:net";

/** An IP address in canonical form (IPv4-mapped IPv6 as IPv4), or null. */
export function normaliseAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith("[") && address.includes("]"))
    address = address.slice(1, address.indexOf("]"));
  else if (isIP(address) === 0 && /^\d+\.\d+\.\d+\.\d+:\d+$/.test(address))
    address = address.split(":")[0]!;
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}
