import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a client's own receiver (a webhook endpoint, a ONE Record subscriber) may be: on the public
// internet only, unless the server's configuration allows private addresses (a closed network, the
// tests). Otherwise a client could make the cabinet post into the airline's own network. The host
// is resolved, and every address it resolves to must be public; the check runs when the address
// is registered and again before each post, since a name can be pointed elsewhere later.

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

export type ReceiverRefusal = 'url' | 'scheme' | 'unresolved' | 'private';

/**
 * Why a receiver's URL is refused, or null when it may be posted to: only http(s), a host that
 * resolves, and (unless `allowPrivate`) to public addresses only.
 */
export async function receiverRefusal(url: string, allowPrivate: boolean, resolve: typeof lookup = lookup): Promise<ReceiverRefusal | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'scheme';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await resolve(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return 'unresolved';
  }
  if (!addresses.length) return 'unresolved';
  return addresses.some(isPrivateAddress) ? 'private' : null;
}
