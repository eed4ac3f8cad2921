// Webpack loader of the app compile (webpack.config.ts): the source's message descriptors and the translation
// catalogues reach the bundle as ASTs, so react-intl runs without its ICU parser (see ./precompile-descriptors.ts).
import type { LoaderContext } from 'webpack';
import { compileCatalogue } from './compile-catalogue';
import { precompileDescriptors } from './precompile-descriptors';

export default function precompileMessagesLoader(this: LoaderContext<unknown>, source: string): string {
  if (this.resourcePath.endsWith('.json'))
    return JSON.stringify(compileCatalogue(JSON.parse(source) as Record<string, string>));
  return precompileDescriptors(source, this.resourcePath).code;
}
