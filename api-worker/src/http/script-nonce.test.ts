import { CODE_BOOTSTRAP } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { staleAnswer } from '../outage/last-good-copies.ts';
import { documentTail, documentTailBytes, newScriptNonce, withFreshNonce } from './script-nonce.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CSP = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`;
const OPEN = '<!doctype html><html><head><title>Portada</title></head><body><div id="root">Hola</div>';

function keptDocument(nonce: string, body = OPEN + documentTail(nonce)) {
  return { headers: { 'content-security-policy': CSP(nonce), etag: '"a"' }, body: encoder.encode(body) };
}

describe('script nonces of kept documents (http/script-nonce)', () => {
  it('makes a fresh 128-bit nonce each time, every tail the same length', () => {
    const nonces = Array.from({ length: 50 }, newScriptNonce);
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(documentTail(nonces[0]!)).toBe(`<script nonce="${nonces[0]}">${CODE_BOOTSTRAP}</script>`);
    expect(decoder.decode(documentTailBytes(nonces[1]!))).toBe(documentTail(nonces[1]!));
  });

  it('gives each answer of a kept document its own nonce, in its tail and in its CSP only', () => {
    const original = newScriptNonce();
    const kept = keptDocument(original);
    const answers = [withFreshNonce(kept), withFreshNonce(kept)];
    const nonces = answers.map(({ headers, body }) => {
      const html = decoder.decode(body);
      const nonce = /<script nonce="([^"]+)">/.exec(html)![1]!;
      expect(html).toBe(OPEN + documentTail(nonce));
      expect(headers['content-security-policy']).toBe(CSP(nonce));
      expect(headers.etag).toBe('"a"');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The kept copy itself is left as it was.
    expect(decoder.decode(kept.body)).toBe(OPEN + documentTail(original));
    expect(nonces).not.toContain(original);
  });

  it('gives a copy kept by an earlier build, whose bootstrap differs, the current one', () => {
    const nonce = newScriptNonce();
    const kept = keptDocument(nonce, `${OPEN}<script nonce="${nonce}">/* otra versión */</script>`);
    const answer = withFreshNonce(kept);
    const html = decoder.decode(answer.body);
    const fresh = /<script nonce="([^"]+)">/.exec(html)![1]!;
    expect(fresh).not.toBe(nonce);
    expect(html).toBe(OPEN + documentTail(fresh));
    expect(answer.headers['content-security-policy']).toBe(CSP(fresh));
  });

  it('drops the nonce of a document that does not end with its tail, so that nothing runs under an old one', () => {
    const nonce = newScriptNonce();
    const kept = keptDocument(nonce, OPEN + documentTail(nonce) + '<p>después</p>');
    const answer = withFreshNonce(kept);
    expect(answer.body).toBe(kept.body);
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    );
  });

  it('leaves an answer without a nonce as it is', () => {
    const copy = { headers: { 'content-type': 'application/json' }, body: encoder.encode('{}') };
    expect(withFreshNonce(copy)).toBe(copy);
  });

  it('stamps a last good copy served during an outage too', async () => {
    const kept = keptDocument(newScriptNonce());
    const answer = staleAnswer(kept, 'GET');
    const html = await answer.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1]!;
    expect(kept.headers['content-security-policy']).not.toContain(nonce);
    expect(answer.headers.get('Content-Security-Policy')).toBe(CSP(nonce));
    expect(answer.headers.get('X-Cache')).toBe('STALE');
  });
});
