import { compileCatalogue } from './compile-catalogue';
import { messagePartsRuntime, START_FUNCTION } from './message-parts-runtime';
import type { LanguageParts } from './split-catalogue';

const NAMES = {
  require: '__webpack_require__',
  ensureChunkHandlers: '__webpack_require__.f',
  publicPath: '__webpack_require__.p',
};
const HASH = 'abcdef0123';
const LANGUAGES = new Map<string, LanguageParts>([
  [
    'mn',
    {
      hash: HASH,
      parts: new Map([
        ['entry', compileCatalogue({ 'shell.home': 'Нүүр' })],
        ['12', compileCatalogue({ 'cart.empty': 'Сагс хоосон' })],
      ]),
    },
  ],
]);

interface Runtime {
  start: (language: string, messages: Record<string, unknown>) => Promise<void>;
  /** What webpack's `__webpack_require__.e(chunkId)` does: run every chunk handler, wait for their promises. */
  loadChunk: (chunkId: number) => Promise<unknown>;
  fetched: string[];
}

/** The runtime code evaluated against a fake webpack runtime and a fetch serving the parts above. */
function runtime(respond: (file: string) => Response | undefined = () => undefined): Runtime {
  const fetched: string[] = [];
  const fetch = async (url: string) => {
    fetched.push(url);
    const [, language, chunk] = /lang-(\w+)\.(\w+)\./.exec(url)!;
    return respond(url) ?? Response.json(LANGUAGES.get(language)!.parts.get(chunk));
  };
  const webpackRequire = { p: '/', f: {} as Record<string, (id: number, promises: Promise<unknown>[]) => void> };
  new Function('__webpack_require__', 'fetch', messagePartsRuntime(LANGUAGES, NAMES))(webpackRequire, fetch);
  return {
    start: (webpackRequire as unknown as Record<string, Runtime['start']>)[START_FUNCTION],
    loadChunk: (chunkId) => {
      const promises: Promise<unknown>[] = [];
      for (const handler of Object.values(webpackRequire.f)) handler(chunkId, promises);
      return Promise.all(promises);
    },
    fetched,
  };
}

describe('the message parts runtime', () => {
  it("loads the entry's part at start and a chunk's part with the chunk, into the app's one messages object", async () => {
    const { start, loadChunk, fetched } = runtime();
    const messages: Record<string, unknown> = {};
    await start('mn', messages);
    expect(messages).toEqual({ 'shell.home': [{ type: 0, value: 'Нүүр' }] });
    await loadChunk(12);
    expect(messages['cart.empty']).toEqual([{ type: 0, value: 'Сагс хоосон' }]);
    await loadChunk(12);
    await loadChunk(99); // a chunk without translated messages
    expect(fetched).toEqual([`/assets/lang-mn.entry.${HASH}.json`, `/assets/lang-mn.12.${HASH}.json`]);
  });

  it('loads nothing for a language without parts (English)', async () => {
    const { start, loadChunk, fetched } = runtime();
    const messages = {};
    await start('en', messages);
    await loadChunk(12);
    expect(messages).toEqual({});
    expect(fetched).toEqual([]);
  });

  it('fails the chunk load when its part does not come, and fetches it again on a retry', async () => {
    let down = true;
    const { start, loadChunk, fetched } = runtime((url) =>
      down && url.includes('.12.') ? new Response('', { status: 503 }) : undefined,
    );
    const messages: Record<string, unknown> = {};
    await start('mn', messages);
    await expect(loadChunk(12)).rejects.toThrow(`Loading messages assets/lang-mn.12.${HASH}.json failed: HTTP 503`);
    down = false;
    await loadChunk(12);
    expect(messages['cart.empty']).toBeDefined();
    expect(fetched.filter((url) => url.includes('.12.'))).toHaveLength(2);
  });
});
