import type { Context } from 'hono';

/**
 * How a runtime tells the address of the client that sent a request. Injected by each entry
 * (AppDeps.clientAddress), because only the runtime knows which source is trustworthy: on
 * workerd, Cloudflare's edge sets CF-Connecting-IP (and overwrites one sent by the client); on
 * Node the TCP peer is the client, and any header could be forged by it.
 */
export type ClientAddressResolver = (c: Context) => string | undefined;

/** workerd: the address Cloudflare's edge saw. */
export const cloudflareClientAddress: ClientAddressResolver = (c) => c.req.header('CF-Connecting-IP');

/** Node (@hono/node-server passes `{ incoming, outgoing }` as the app's env): the socket's peer. */
export const nodeSocketAddress: ClientAddressResolver = (c) => {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
};

/** Where no resolver is given (tests): every client counts as one. */
export const UNKNOWN_CLIENT_ADDRESS = 'desconocida';

/**
 * The key that login limits count an address under. IPv4 (also IPv4-mapped IPv6) as is; IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64 and could otherwise rotate
 * addresses to escape the per-address limit.
 */
export function addressKey(address: string | undefined): string {
  const text = (address ?? '').trim().toLowerCase();
  if (text === '') return UNKNOWN_CLIENT_ADDRESS;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1]) return mapped[1];
  if (text.includes(':')) {
    const groups = expandIpv6(text);
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return text.slice(0, 64);
}

/** The eight 16-bit groups of an IPv6 address (zone dropped), or undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const [withoutZone = ''] = address.split('%');
  const halves = withoutZone.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
