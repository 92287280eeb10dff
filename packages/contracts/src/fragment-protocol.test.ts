import { describe, expect, it } from 'vitest';
import {
  SECTION_FRAGMENT_TYPE,
  readSectionFragmentParts,
  sectionFragmentLine,
  type SectionBody,
  type SectionOpening,
} from './fragment-protocol.ts';

const opening: SectionOpening = {
  status: 200,
  head: { title: 'Llueve en Santiago', description: 'Una noticia.' },
};
const body: SectionBody = {
  html: '<h1>Llueve en Santiago</h1>',
  answers: { '/api/noticia/1': { data: { titulo: 'Llueve en Santiago' } } },
};

/** A render endpoint's answer whose bytes the test sends when it wants (`send`, then `end`). */
function answerSentByHand() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(stream, { headers: { 'Content-Type': SECTION_FRAGMENT_TYPE } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('connection reset')),
  };
}

const answerOf = (text: string) => new Response(text, { headers: { 'Content-Type': SECTION_FRAGMENT_TYPE } });

describe('readSectionFragmentParts', () => {
  it('reads a two-line answer: the opening, then the body', async () => {
    const parts = readSectionFragmentParts(
      answerOf(sectionFragmentLine(opening) + sectionFragmentLine(body)),
    );
    expect(await parts.opening).toEqual(opening);
    expect(await parts.body).toEqual(body);
  });

  it('reads a last line without its newline', async () => {
    const parts = readSectionFragmentParts(answerOf(sectionFragmentLine(opening) + JSON.stringify(body)));
    expect(await parts.body).toEqual(body);
  });

  it('reads a whole fragment in one JSON object (a section released before the two parts)', async () => {
    const parts = readSectionFragmentParts(Response.json({ ...body, ...opening }));
    expect(await parts.opening).toEqual(opening);
    expect(await parts.body).toEqual(body);
  });

  it('gives the opening as soon as its line has come, before the body is sent', async () => {
    const answer = answerSentByHand();
    const parts = readSectionFragmentParts(answer.response);
    // Split across chunks, as a socket may deliver it.
    const line = sectionFragmentLine(opening);
    answer.send(line.slice(0, 10));
    answer.send(line.slice(10));
    expect(await parts.opening).toEqual(opening);
    let bodyCame = false;
    void parts.body.then(() => (bodyCame = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodyCame).toBe(false);
    answer.send(sectionFragmentLine(body));
    answer.end();
    expect(await parts.body).toEqual(body);
  });

  it('gives no body for a render that failed after its opening', async () => {
    const parts = readSectionFragmentParts(
      answerOf(sectionFragmentLine(opening) + sectionFragmentLine({ failed: '/api/x: 500' })),
    );
    expect(await parts.opening).toEqual(opening);
    expect(await parts.body).toBeUndefined();
  });

  it.each([
    ['the opening only', sectionFragmentLine(opening), opening],
    ['a cut body line', sectionFragmentLine(opening) + JSON.stringify(body).slice(0, 20), opening],
    ['nothing', '', undefined],
    ['no JSON', '<html>Bad gateway</html>\n', undefined],
    [
      'a status no page has',
      '{"status":500,"head":{"description":""}}\n' + sectionFragmentLine(body),
      undefined,
    ],
    ['the body first', sectionFragmentLine(body) + sectionFragmentLine(opening), undefined],
  ])('gives no body, and never a rejection, for an answer with %s', async (_, text, expected) => {
    const parts = readSectionFragmentParts(answerOf(text));
    expect(await parts.opening).toEqual(expected);
    expect(await parts.body).toBeUndefined();
  });

  it('gives undefined for an answer whose connection broke, after its opening or before it', async () => {
    const after = answerSentByHand();
    const parts = readSectionFragmentParts(after.response);
    after.send(sectionFragmentLine(opening));
    expect(await parts.opening).toEqual(opening);
    after.send('{"html":"<h1>Llue');
    after.fail();
    expect(await parts.body).toBeUndefined();

    const before = answerSentByHand();
    const none = readSectionFragmentParts(before.response);
    before.send('{"status":200,');
    before.fail();
    expect(await none.opening).toBeUndefined();
    expect(await none.body).toBeUndefined();
  });
});
