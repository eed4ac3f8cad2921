// ESLint rule that keeps the layers of ../shared/ARCHITECTURE.md apart:
// - src/shared imports nothing from src/client, src/server or src/pipeline;
// - src/client and src/server never import each other; src/client never imports the node-only src/pipeline;
// - a feature (src/client/features/<name>) reaches another feature only through its index file, and never the
//   app's composition root (src/client/app) or the shell (src/client/shell): those import features, not the reverse;
// - nothing under src imports scripts/ (CLI entry points sit on top of src, not under it).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** Which layer a file belongs to, and for client features, which feature. */
function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..'))
    return { layer: path.relative(ROOT, file).startsWith(`scripts${path.sep}`) ? 'scripts' : 'outside' };
  const [layer, second, feature] = rel.split(path.sep);
  return { layer, feature: layer === 'client' && second === 'features' ? feature : undefined, rel };
}

const FORBIDDEN = {
  shared: ['client', 'server', 'pipeline', 'scripts'],
  client: ['server', 'pipeline', 'scripts'],
  server: ['client', 'scripts'],
  pipeline: ['client', 'server', 'scripts'],
};
/** Folders of src/client that features must not reach into. */
const CLIENT_ABOVE_FEATURES = ['app', 'shell'];

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between shared, client, server, pipeline and features' },
    schema: [],
  },
  create(context) {
    const from = locate(context.filename);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(context.filename), source));
      if ((FORBIDDEN[from.layer] ?? []).includes(to.layer)) {
        context.report({ node, message: `src/${from.layer} must not import src/${to.layer} ('${source}')` });
        return;
      }
      const toClientFolder = to.layer === 'client' ? to.rel.split(path.sep)[1] : undefined;
      if (from.feature && CLIENT_ABOVE_FEATURES.includes(toClientFolder)) {
        context.report({
          node,
          message: `feature '${from.feature}' must not import src/client/${toClientFolder} ('${source}'): it sits above the features`,
        });
        return;
      }
      if (from.feature && to.feature && from.feature !== to.feature) {
        const inside = to.rel.split(path.sep).slice(3);
        const isIndex = inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0]));
        if (!isIndex)
          context.report({
            node,
            message: `feature '${from.feature}' may import feature '${to.feature}' only through its index ('${source}')`,
          });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
