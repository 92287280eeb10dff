import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../worker.ts';
import { DEFAULT_ORPHAN_GRACE_MS } from './orphan-cleanup.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 0xff, 0xd9]);
const put = (key: string) => env.MEDIA.put(key, JPEG, { httpMetadata: { contentType: 'image/jpeg' } });

async function runCron(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '17 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

afterEach(() => vi.useRealTimers());

describe('cron trigger (inside workerd)', () => {
  it('removes R2 objects no row references once they are past the grace period', async () => {
    await put('noticias/huerfana-cron.jpg');
    await put('noticias/huerfana-cron.w800.jpg');

    // Just uploaded: a form may still be open with it.
    await runCron();
    expect(await env.MEDIA.head('noticias/huerfana-cron.jpg')).not.toBeNull();

    vi.useFakeTimers({ now: Date.now() + DEFAULT_ORPHAN_GRACE_MS + 60_000, toFake: ['Date'] });
    await runCron();
    expect(await env.MEDIA.head('noticias/huerfana-cron.jpg')).toBeNull();
    expect(await env.MEDIA.head('noticias/huerfana-cron.w800.jpg')).toBeNull();
  });
});
