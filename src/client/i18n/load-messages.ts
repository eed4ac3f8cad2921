import type { IntlConfig } from 'react-intl';
import type { Language } from '../../shared/tenant';

/** What IntlProvider takes: in the browser precompiled ASTs (the app compile's), in Node and tests ICU strings. */
export type Messages = NonNullable<IntlConfig['messages']>;

/**
 * The app compile's message loader (src/pipeline/messages/message-parts-plugin.ts, MessagePartsPlugin): the mn and
 * cn catalogues are split by chunk at build time, and webpack's runtime loads each chunk's part with the chunk.
 */
declare const __webpack_require__: {
  liveryMessages: (language: Language, messages: Messages) => Promise<void>;
};

/**
 * The messages the app starts with, in the browser: the part of the language's translations that the entry's own
 * code uses (shell, route titles, first screen's frame). Every screen chunk loaded later brings its part into the
 * same object, and a screen renders only once its chunk, and so its texts, are in: no English or ids first.
 * English needs no part: the source's defaultMessages are the English text (lang/en.json is extracted from them).
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const messages: Messages = {};
  await __webpack_require__.liveryMessages(language, messages);
  return messages;
}
