/**
 * Answers whose body leaves in parts (a server-rendered document: its head as soon as its section
 * has said what the page is, the rest with the section's HTML; pages/document.routes.ts), and
 * whether a cache may keep each once it has all come. The caches (node/answer-cache.ts,
 * content-version/edge-cache.ts) and the Node entry's compression ask here.
 */
/**
 * Documents whose rest is still coming, and whether a cache may keep each once it has come; by
 * Response and by body: on Node the body stays the same object when middleware copies the
 * Response around it, on workerd the Response does (its body getter gives its own stream).
 */
const documentsInParts = new WeakMap<object, Promise<boolean>>();

const registered = (response: Response) =>
  documentsInParts.get(response) ?? (response.body ? documentsInParts.get(response.body) : undefined);

/**
 * A rendered page's body as it is made: its head at once, the rest when the section's HTML has
 * come (pages/page-renderer.ts). `answer` registers the Response that carries it, so that the
 * caches ask documentKept before they keep it.
 */
export function streamedDocument(page: { start: string; rest: Promise<{ html: string; kept: boolean }> }): {
  body: ReadableStream<Uint8Array>;
  answer(response: Response): Response;
} {
  const encoder = new TextEncoder();
  /** The reader went away (a client that left, a HEAD): nothing more to send. */
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(page.start));
      let html: string;
      try {
        ({ html } = await page.rest);
      } catch (error) {
        console.error('A document was cut: its rest was not made', error);
        if (!cancelled) controller.error(error);
        return;
      }
      if (cancelled) return;
      if (html) controller.enqueue(encoder.encode(html));
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const kept = page.rest.then(
    ({ kept }) => kept,
    () => false,
  );
  return {
    body,
    answer(response) {
      documentsInParts.set(body, kept);
      documentsInParts.set(response, kept);
      return response;
    },
  };
}

/**
 * Whether a cache may keep this answer once its body has been read: false for a document whose
 * section's HTML did not come after its head had left (that body leaves the section to the
 * browser, and the next view must try again). Any other answer: true.
 */
export function documentKept(response: Response): Promise<boolean> {
  return registered(response) ?? Promise.resolve(true);
}

/** Whether an answer is a document whose body leaves in parts (streamedDocument). */
export function isDocumentInParts(response: Response): boolean {
  return registered(response) !== undefined;
}

/**
 * The same answer with another body (a copy of the stream, a compressed one) still counts as a
 * document in parts, with the same outcome.
 */
export function asDocumentInParts(copy: Response, of: Response): Response {
  const kept = registered(of);
  if (kept) {
    documentsInParts.set(copy, kept);
    if (copy.body) documentsInParts.set(copy.body, kept);
  }
  return copy;
}
