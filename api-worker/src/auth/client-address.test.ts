import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_CLIENT_ADDRESS,
  addressKey,
  cloudflareClientAddress,
  nodeSocketAddress,
  plainAddress,
  trustingProxies,
  type ClientAddressResolver,
} from './client-address.ts';

/** What `resolver` makes of a request with `headers` and runtime `env`. */
async function resolve(resolver: ClientAddressResolver, headers: Record<string, string>, env?: unknown) {
  const app = new Hono().get('/', (c) => c.text(resolver(c) ?? '(none)'));
  return (await app.request('/', { headers }, env)).text();
}

describe('client address resolvers', () => {
  it('on workerd, takes the address Cloudflare reports', async () => {
    expect(await resolve(cloudflareClientAddress, { 'CF-Connecting-IP': '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('on Node, takes the socket peer and never a header', async () => {
    const env = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
    const forged = { 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.1' };
    expect(await resolve(nodeSocketAddress, forged, env)).toBe('127.0.0.1');
    expect(await resolve(nodeSocketAddress, forged)).toBe('(none)');
  });
});

describe('TRUSTED_PROXIES', () => {
  const peer =
    (address: string): ClientAddressResolver =>
    () =>
      address;
  const trusted = ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32'];

  it('reads X-Forwarded-For only from a trusted peer, the nearest untrusted hop', async () => {
    const xff = { 'X-Forwarded-For': '1.2.3.4, 198.51.100.8, 10.1.1.1' };
    expect(await resolve(trustingProxies(peer('10.0.0.5'), trusted), xff)).toBe('198.51.100.8');
    expect(await resolve(trustingProxies(peer('203.0.113.7'), trusted), xff)).toBe('198.51.100.8');
    expect(await resolve(trustingProxies(peer('2001:db8::1'), trusted), xff)).toBe('198.51.100.8');
    // Any other peer: the header is the client's own word.
    expect(await resolve(trustingProxies(peer('198.51.100.99'), trusted), xff)).toBe('198.51.100.99');
    expect(await resolve(trustingProxies(peer('11.0.0.1'), trusted), xff)).toBe('11.0.0.1');
    // No proxies configured: the peer, always.
    expect(await resolve(trustingProxies(peer('10.0.0.5'), []), xff)).toBe('10.0.0.5');
  });

  it('keeps the proxy when the header is missing or broken', async () => {
    const resolver = trustingProxies(peer('10.0.0.5'), trusted);
    expect(await resolve(resolver, {})).toBe('10.0.0.5');
    expect(await resolve(resolver, { 'X-Forwarded-For': 'garbage' })).toBe('10.0.0.5');
    expect(await resolve(resolver, { 'X-Forwarded-For': '10.0.0.9' })).toBe('10.0.0.9');
    expect(await resolve(resolver, { 'X-Forwarded-For': '::ffff:198.51.100.3' })).toBe('198.51.100.3');
  });

  it('plain addresses: mapped IPv4 unmapped, brackets dropped', () => {
    expect(plainAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(plainAddress('[2001:DB8::1]')).toBe('2001:db8::1');
    expect(plainAddress(' ')).toBeUndefined();
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as is, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by its /64 network, however it is written', () => {
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('falls back to a single key when the address is unknown', () => {
    expect(addressKey(undefined)).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(addressKey('  ')).toBe(UNKNOWN_CLIENT_ADDRESS);
  });

  it('keeps something unparseable as it came, bounded', () => {
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey('x'.repeat(100))).toHaveLength(64);
  });
});
