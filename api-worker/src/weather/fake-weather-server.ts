/**
 * A stand-in for the weather service in the tests: a real HTTP server on localhost whose next
 * answers the test chooses, and which counts the calls and remembers the query strings.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeWeatherReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  /** Sends nothing for this long (the client must give up first). */
  | { hangMs: number };

export interface FakeWeatherServer {
  /** An OpenWeatherMap-style URL template with a key, pointing here. */
  url: string;
  /** Every request's query string, in order. */
  queries: string[];
  reply(next: FakeWeatherReply): void;
  close(): Promise<void>;
}

export const FAKE_WEATHER_KEY = 'clave-secreta-123';

export async function startFakeWeatherServer(): Promise<FakeWeatherServer> {
  let next: FakeWeatherReply = { json: { name: 'Santiago del Estero', main: { temp: 31.46 } } };
  const queries: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    queries.push(new URL(request.url ?? '/', 'http://localhost').search);
    const reply = next;
    if ('hangMs' in reply) {
      hanging.add(response);
      setTimeout(() => {
        hanging.delete(response);
        if (!response.destroyed) response.end('{}');
      }, reply.hangMs);
      return;
    }
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    response.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/data/2.5/weather?q=Santiago%20del%20Estero,AR&units=metric&appid=${FAKE_WEATHER_KEY}`,
    queries,
    reply: (reply) => (next = reply),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
