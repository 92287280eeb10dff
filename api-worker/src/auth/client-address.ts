import type { Context } from 'hono';

/**
 * How a runtime tells the address of the client that sent a request. Injected by each entry
 * (AppDeps.clientAddress), because only the runtime knows which source is trustworthy: on
 * workerd, Cloudflare's edge sets CF-Connecting-IP (and overwrites one sent by the client); on
 * Node the TCP peer is the client, and any header could be forged by it.
 */
export type ClientAddressResolver = (c: Context) => string | undefined;

/** workerd: the address Cloudflare's edge saw. */
export const cloudflareClientAddress: ClientAddressResolver = (c) =>
  plainAddress(c.req.header('CF-Connecting-IP'));

/**
 * Node (@hono/node-server passes `{ incoming, outgoing }` as the app's env; node/server.ts hands
 * it to every app.fetch): the socket's peer, an IPv4-mapped IPv6 address as plain IPv4.
 */
export const nodeSocketAddress: ClientAddressResolver = (c) => {
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return plainAddress(bindings?.incoming?.socket?.remoteAddress);
};

/**
 * TRUSTED_PROXIES: when the runtime's address is one of these proxies (an address or a CIDR
 * network), the client is the nearest address of `X-Forwarded-For` that is not a trusted proxy
 * itself (read from the right: the entries to its left were written by the client and prove
 * nothing). From any other peer the header is ignored: a client cannot choose its own address.
 */
export function trustingProxies(
  resolver: ClientAddressResolver,
  trusted: readonly string[],
): ClientAddressResolver {
  if (trusted.length === 0) return resolver;
  const networks = trusted.map(parseNetwork).filter((network) => network !== undefined);
  const isTrusted = (address: string) => networks.some((network) => inNetwork(address, network));
  return (c) => {
    const peer = resolver(c);
    if (peer === undefined || !isTrusted(peer)) return peer;
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => plainAddress(hop.trim()))
      .filter((hop) => hop !== undefined);
    let client = peer;
    for (let i = hops.length - 1; i >= 0; i -= 1) {
      const hop = hops[i]!;
      // Not an address: the chain is broken there; the last proxy is all that is known.
      if (!isIpAddress(hop)) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}

/** A TRUSTED_PROXIES entry (`203.0.113.7`, `10.0.0.0/8`, `2001:db8::/32`), or undefined. */
export function parseNetwork(entry: string): { bits: number[]; prefix: number } | undefined {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const bits = addressBits(address.toLowerCase());
  if (!bits) return undefined;
  const prefix = prefixText === undefined ? bits.length : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? '0') || prefix > bits.length) return undefined;
  return { bits, prefix };
}

function inNetwork(address: string, network: { bits: number[]; prefix: number }): boolean {
  const bits = addressBits(address);
  if (!bits || bits.length !== network.bits.length) return false;
  for (let i = 0; i < network.prefix; i += 1) if (bits[i] !== network.bits[i]) return false;
  return true;
}

function isIpAddress(address: string): boolean {
  return addressBits(address) !== undefined;
}

/** The address as 32 (IPv4) or 128 (IPv6) bits, or undefined when it is neither. */
function addressBits(address: string): number[] | undefined {
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (ipv4) {
    const octets = ipv4.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return undefined;
    return octets.flatMap((octet) => Array.from({ length: 8 }, (_, i) => (octet >> (7 - i)) & 1));
  }
  const groups = address.includes(':') ? expandIpv6(address) : undefined;
  if (!groups) return undefined;
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return Array.from({ length: 16 }, (_, i) => (value >> (15 - i)) & 1);
  });
}

/**
 * An address as the audit log and the limits read it: trimmed, lower-cased, an IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`, how a dual-stack socket reports IPv4 peers) as plain IPv4, and
 * brackets around an IPv6 address dropped. Undefined for nothing.
 */
export function plainAddress(address: string | undefined): string | undefined {
  const text = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (text === '') return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  return (mapped?.[1] ?? text).slice(0, 64);
}

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
