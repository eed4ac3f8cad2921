// ICU messages to react-intl's AST at build time, so the app ships without the parser (issue 14).
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessage = MessageFormatElement[];
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * One message's AST, as react-intl would parse it at run time (same parser and defaults; our messages use no
 * date skeletons, the only syntax whose parse depends on the locale). A syntax error names the message.
 */
export function compileMessage(message: string, id: string): CompiledMessage {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`message "${id}" is not valid ICU: ${(error as Error).message}`);
  }
}

/** Every message of a translation catalogue (`{ id: text }`) as an AST. */
export function compileCatalogue(catalogue: Record<string, string>): CompiledCatalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text, id)]));
}
