import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createFirstRender, type FirstRender, type FirstRenderOptions } from '../modules/first-render/first-render';

// @fastify/static pulls an ESM-only dependency that the jest setup cannot load; serving a file is this small.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);
const NOT_BUILT =
  'The tenant apps are not built yet. Run `npm run build` (it writes DIST_DIR, default ./dist), then restart the server.';

/** index.html as built, read once per version of the file. */
const pages = new Map<string, { mtimeMs: number; html: string }>();
function readPage(file: string, mtimeMs: number): string {
  const cached = pages.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.html;
  const html = readFileSync(file, 'utf8');
  pages.set(file, { mtimeMs, html });
  return html;
}

/**
 * index.html with this answer's CSP nonce in `<meta property="csp-nonce">`, where the app reads it for emotion's
 * <style> tags (src/client/app/style-cache.ts), and on the static shell's <style> element; on /home and a merchant
 * page, with the screen itself rendered in (modules/first-render), and on a cart, the member's own. Never answered 304: a cached body would keep an
 * old nonce under the new header.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  mtimeMs: number,
  firstRender: FirstRender,
) {
  const meta = `<meta property="csp-nonce" nonce="${request.cspNonce}" />`;
  const built = readPage(file, mtimeMs);
  const target = firstRender.redirect(request, built);
  if (target) return reply.redirect(target, 302);
  const { html: page, byCookie, personal } = await firstRender.page(request, built, mtimeMs);
  // A member's cart is theirs alone: no cache keeps it; and whether it is drawn depends on the session cookie.
  if (personal) reply.header('Cache-Control', 'private, no-store');
  if (byCookie) reply.header('Vary', 'Cookie');
  // The page's <style>s (the pipeline's or the server's render, never a user's) carry the same nonce as emotion's.
  const html = page
    .replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
    .replace(/<style(?=[\s>])/gi, `<style nonce="${request.cspNonce}"`);
  return reply.type(contentType(file)).send(html);
}

function notBuilt(reply: FastifyReply) {
  return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
}

/** Which tenants the build produced (dist/tenants.json of docs/contract.md). */
function builtTenants(distDir: string): Set<string> {
  const index = path.join(distDir, 'tenants.json');
  if (!existsSync(index)) return new Set();
  const parsed = JSON.parse(readFileSync(index, 'utf8')) as { tenants?: Array<{ id: string }> };
  return new Set((parsed.tenants ?? []).map((t) => t.id));
}

/**
 * Serves DIST_DIR/<tenant>/ for every non-API path: hashed assets cached for a year, entry files never cached,
 * paths without an extension fall back to index.html (client-side routes).
 */
export const staticSitePlugin = fp(
  async (app: FastifyInstance, options: { distDir?: string; firstRender?: FirstRenderOptions }) => {
    const distDir = options.distDir ? path.resolve(options.distDir) : undefined;
    const firstRender = createFirstRender(app, app.ctx.publicReads, options.firstRender);
    // Tests serve small fake builds: loading the app's components for them would only slow every suite down.
    if (distDir && app.ctx.env !== 'test') app.addHook('onReady', () => firstRender.warm());
    app.all('/api/*', { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (!distDir || !existsSync(distDir)) return notBuilt(reply);
      const tenantId = request.tenant.id;
      if (!builtTenants(distDir).has(tenantId)) return notBuilt(reply);
      const root = path.join(distDir, tenantId);
      const urlPath = decodeURIComponent(request.url.split('?')[0]);
      let file = path.posix.normalize(urlPath).replace(/^\/+/, '');
      if (file.includes('..'))
        return reply.status(400).send({ statusCode: 400, code: 'BAD_PATH', message: 'Bad path' });
      const hasExtension = path.posix.extname(file) !== '';
      if (!hasExtension || file === '') file = 'index.html';
      const full = path.join(root, file);
      if (!full.startsWith(root + path.sep) || !existsSync(full) || !statSync(full).isFile()) {
        return reply.status(404).type('text/plain; charset=utf-8').send(`Not found: /${file}`);
      }
      const cache = file.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : NO_CACHE.has(file)
          ? 'no-cache'
          : 'public, max-age=3600';
      reply.header('Cache-Control', cache);
      const stat = statSync(full);
      if (file === 'index.html') return sendPage(request, reply, full, stat.mtimeMs, firstRender);
      const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('ETag', etag).send();
      return reply.header('ETag', etag).type(contentType(file)).send(createReadStream(full));
    });
  },
  { name: 'livery-static-site', dependencies: ['livery-tenancy', 'livery-security-headers'] },
);
