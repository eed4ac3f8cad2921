// Webpack loader of the app compile (webpack.config.ts): the source's message descriptors reach the bundle as ASTs,
// so react-intl runs without its ICU parser (./precompile-descriptors.ts). The ids it finds are kept on the module,
// where MessagePartsPlugin looks up which translations each chunk needs.
import type { LoaderContext, NormalModule } from 'webpack';
import { precompileDescriptors } from './precompile-descriptors';

export default function precompileMessagesLoader(this: LoaderContext<unknown>, source: string): string {
  const { code, ids } = precompileDescriptors(source, this.resourcePath);
  const module = (this as { _module?: NormalModule })._module;
  if (module?.buildInfo) module.buildInfo.messageIds = ids;
  return code;
}
