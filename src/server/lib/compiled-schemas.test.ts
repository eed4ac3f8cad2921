import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Type as T } from '@sinclair/typebox';
import { compiledSchemas } from './compiled-schemas';

const Body = T.Object(
  {
    phone: T.String({ minLength: 6, maxLength: 20 }),
    quantity: T.Integer({ minimum: 1, maximum: 99, default: 1 }),
    at: T.Optional(T.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
const Answer = T.Object({ phone: T.String(), quantity: T.Integer(), at: T.Optional(T.String()) });

/** An app with one route whose body and answer have schemas, compiled through `dir` (false: in memory only). */
async function appWith(dir: string | false) {
  const app = Fastify({
    ...(dir !== false && { schemaController: { compilersFactory: compiledSchemas(dir) } }),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  app.post('/items', { schema: { body: Body, response: { 200: Answer } } }, async (request) => ({
    ...(request.body as object),
    secret: 'never serialised',
  }));
  await app.ready();
  return app;
}

/** What a client sees for each body: the status and the answer. */
async function answersOf(dir: string | false) {
  const app = await appWith(dir);
  const bodies = [
    { phone: '99112233', quantity: '3' },
    { phone: '99112233' },
    { phone: '99112233', quantity: 100 },
    { phone: '991', quantity: 1 },
    { phone: '99112233', quantity: 1, at: 'yesterday' },
    { phone: '99112233', quantity: 1, extra: true },
  ];
  const answers = [];
  for (const payload of bodies) {
    const reply = await app.inject({ method: 'POST', url: '/items', payload });
    answers.push({ status: reply.statusCode, body: reply.json() });
  }
  await app.close();
  return answers;
}

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'compiled-schemas-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compiledSchemas', () => {
  it('answers every request as the in-memory compilers do: coercion, defaults, limits, formats, unknown fields, errors', async () => {
    const inMemory = await answersOf(false);
    expect(inMemory.map((answer) => answer.status)).toEqual([200, 200, 400, 400, 400, 400]);
    expect(inMemory[0].body).toEqual({ phone: '99112233', quantity: 3 });
    expect(inMemory[1].body).toEqual({ phone: '99112233', quantity: 1 });
    expect(await answersOf(dir)).toEqual(inMemory);
    // Written the first time: one validator and one serializer…
    const written = readdirSync(dir).sort();
    expect(written).toEqual([
      expect.stringMatching(/^serializer-\w{40}\.js$/),
      expect.stringMatching(/^validator-\w{40}\.js$/),
    ]);
    // …and loaded the next time, by another app, with the same answers.
    expect(await answersOf(dir)).toEqual(inMemory);
    expect(readdirSync(dir).sort()).toEqual(written);
  });

  it('keeps a schema per content: another limit is another file', async () => {
    await answersOf(dir);
    const app = Fastify({ schemaController: { compilersFactory: compiledSchemas(dir) } });
    app.post('/other', { schema: { body: T.Object({ phone: T.String({ minLength: 8 }) }) } }, async () => ({}));
    await app.ready();
    await app.close();
    expect(readdirSync(dir).filter((file) => file.startsWith('validator-'))).toHaveLength(2);
  });

  it('compiles in memory, with the same answers, where the folder cannot be written', async () => {
    // A file where the folder should be: no one, root included, can create the folder.
    writeFileSync(path.join(dir, 'taken'), '');
    const unwritable = path.join(dir, 'taken', 'schemas');
    expect(await answersOf(unwritable)).toEqual(await answersOf(false));
    expect(readdirSync(dir)).toEqual(['taken']);
  });
});
