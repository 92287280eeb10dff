/**
 * bench:api's reference (b): a bare Hono app on @hono/node-server answering the portal's
 * recorded bytes from memory, with no middleware: one map lookup and `c.body`. Run as a child
 * process: `bare-server.ts <answers.json>`; prints `READY <url>`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { decodedPath, loadAnswers } from './answers.ts';

const answers = new Map(
  loadAnswers(process.argv[2]!).map((answer) => [
    decodedPath(answer.path),
    {
      status: answer.status as ContentfulStatusCode,
      headers: { 'Content-Type': answer.contentType },
      // A copy on its own ArrayBuffer (the type c.body takes).
      body: new Uint8Array(answer.body),
    },
  ]),
);

const app = new Hono();
app.get('*', (c) => {
  const answer = answers.get(c.req.path);
  if (!answer) return c.notFound();
  return c.body(answer.body, answer.status, answer.headers);
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`READY http://127.0.0.1:${info.port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
