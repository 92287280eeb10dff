/**
 * The answers bench:api's reference servers (the bare Hono app, nginx) serve: the portal's own
 * bytes for each path, recorded once, uncompressed (no Accept-Encoding, as autocannon asks).
 */
import { request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';

export interface RecordedAnswer {
  /** The path as requested (percent-encoded). */
  path: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** One GET of `path` on `origin` over plain node:http: no Accept-Encoding, no decompression. */
export function getRaw(
  origin: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The portal's answer to each path (in order). */
export async function recordAnswers(origin: string, paths: readonly string[]): Promise<RecordedAnswer[]> {
  const answers: RecordedAnswer[] = [];
  for (const path of paths) {
    const { status, headers, body } = await getRaw(origin, path);
    const contentType = headers['content-type'];
    answers.push({
      path,
      status,
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      body,
    });
  }
  return answers;
}

/** Saved as JSON (bodies in base64) for the bare server's child process. */
export function saveAnswers(file: string, answers: readonly RecordedAnswer[]): void {
  writeFileSync(
    file,
    JSON.stringify(answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') }))),
  );
}

export function loadAnswers(file: string): RecordedAnswer[] {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as (Omit<RecordedAnswer, 'body'> & {
    body: string;
  })[];
  return saved.map((answer) => ({ ...answer, body: Buffer.from(answer.body, 'base64') }));
}

/** What Hono's `c.req.path` gives for a request of `path`: the path percent-decoded. */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
