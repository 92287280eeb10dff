/** The most of a refused body read and thrown away before the connection is closed. */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;
/** How long a slow sender of a refused body is waited for. */
const DISCARD_TIMEOUT_MS = 10_000;

/**
 * A 413 on the Node entry: the client is usually still sending the body (browsers and fetch send
 * it whole, without `Expect: 100-continue`). Closing the socket with unread bytes makes the kernel
 * reset the connection, and the client may lose the answer and the requests pooled behind it
 * (workerd reads the rest for us). So the rest of the body is read and discarded, up to a bound,
 * before the answer goes out with `Connection: close`.
 */
export async function refuseBodyCleanly(request: Request, response: Response): Promise<Response> {
  const declared = Number(request.headers.get('Content-Length'));
  // The body is read through the request (not the socket), whose stream holds it back otherwise.
  if (!(declared > MAX_DISCARDED_BYTES) && request.body && !request.bodyUsed && !request.body.locked) {
    await discard(request.body);
  }
  const headers = new Headers(response.headers);
  headers.set('Connection', 'close');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function discard(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), DISCARD_TIMEOUT_MS);
  });
  try {
    for (let bytes = 0; bytes <= MAX_DISCARDED_BYTES;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'timeout' || chunk.done) return;
      bytes += chunk.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}
