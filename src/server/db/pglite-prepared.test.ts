// The worker's prepared statements (pglite-prepared.mjs, issue 14): a statement is parsed and described once, and
// each later run asks PGlite only to bind and execute it. Run here on an in-process PGlite, whose protocol calls
// can be watched; pglite-worker.test.ts checks the answers through the worker.
import type { PGlite } from '@electric-sql/pglite';

/** The frontend message types of one protocol call, in order (each message: a type byte, then its length). */
function messageTypes(bytes: Uint8Array): string[] {
  const types: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset < bytes.length; offset += 1 + view.getInt32(offset + 1)) {
    types.push(String.fromCharCode(bytes[offset]));
  }
  return types;
}

/**
 * The worker's module is plain ES modules, which jest's CommonJS transform would turn into a `require` it refuses:
 * imported natively instead (the node project runs with --experimental-vm-modules).
 */
const importNatively = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ PreparedStatements: new (db: PGlite, parsers: object) => typeof statements }>;

let db: PGlite;
let statements: { run(sql: string, params: unknown[], options: object, syncToFs: boolean): Promise<unknown> };
const calls: string[][] = [];

beforeAll(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PreparedStatements } = await importNatively(require.resolve('./pglite-prepared.mjs'));
  db = new PGlite();
  await db.exec(`create table wide (id int primary key, label text, at timestamptz, doc jsonb, amount numeric(12, 2))`);
  const send = db.execProtocolStream.bind(db);
  db.execProtocolStream = (message, options) => {
    calls.push(messageTypes(message));
    return send(message, options);
  };
  statements = new PreparedStatements(db, {});
});
afterAll(() => db.close());

const insert = `insert into wide values ($1, $2, $3, $4, $5) returning id, label, doc, amount`;

it('parses and describes a statement once, then only binds and executes it (no Describe on a run)', async () => {
  calls.length = 0;
  for (const id of [1, 2, 3]) await statements.run(insert, [id, `row ${id}`, null, { id }, '1.50'], {}, false);
  // Parse + Describe statement + Sync once; then Bind + Execute + Sync for each run.
  expect(calls).toEqual([
    ['P', 'D', 'S'],
    ['B', 'E', 'S'],
    ['B', 'E', 'S'],
    ['B', 'E', 'S'],
  ]);
});

it('answers each run with its columns named and typed from the description kept', async () => {
  const result = await statements.run(insert, [4, 'row 4', null, { id: 4 }, '2.25'], {}, false);
  expect(result).toMatchObject({
    rows: [{ id: 4, label: 'row 4', doc: { id: 4 }, amount: '2.25' }],
    fields: [
      { name: 'id', dataTypeID: 23 },
      { name: 'label', dataTypeID: 25 },
      { name: 'doc', dataTypeID: 3802 },
      { name: 'amount', dataTypeID: 1700 },
    ],
    affectedRows: 1,
  });
  const asArrays = await statements.run(
    `select label, amount from wide where id = $1`,
    [4],
    { rowMode: 'array' },
    false,
  );
  expect(asArrays).toMatchObject({ rows: [['row 4', '2.25']] });
});

it('answers a statement that returns no rows with none, and counts what it changed', async () => {
  const result = await statements.run(`update wide set label = $1 where id <= $2`, ['changed', 2], {}, false);
  expect(result).toMatchObject({ rows: [], fields: [], affectedRows: 2 });
});

it('describes afresh a statement whose result changed shape (a column added to the table it reads)', async () => {
  const read = `select * from wide where id = $1`;
  expect(await statements.run(read, [1], {}, false)).toMatchObject({ rows: [{ id: 1, label: 'changed' }] });
  await db.exec(`alter table wide add column note text default 'new'`);
  const result = await statements.run(read, [1], {}, false);
  expect(result).toMatchObject({ rows: [{ id: 1, label: 'changed', note: 'new' }] });
  expect((result as { fields: { name: string }[] }).fields.map((field) => field.name)).toContain('note');
});
