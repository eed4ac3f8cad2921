import { NotifyBatch } from './notify-batch';

/** A pool that records each statement and answers (or fails) it a turn later, as a connection would. */
function recordingPool(fail?: Error) {
  const statements: { text: string; values: unknown[] }[] = [];
  const pool = {
    query: async (text: string, values: unknown[]) => {
      statements.push({ text, values });
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw fail;
      return { rows: [] };
    },
  };
  return { statements, pool: pool as never };
}

describe('NotifyBatch', () => {
  it('sends the NOTIFYs of one turn of the event loop as one statement, in the order they were asked for', async () => {
    const { statements, pool } = recordingPool();
    const batch = new NotifyBatch(pool);
    await Promise.all([
      batch.notify('socket.io#/', 'first'),
      batch.notify('livery_read_caches', 'second'),
      batch.notify('socket.io#/', 'third'),
    ]);
    expect(statements).toEqual([
      {
        text: expect.stringContaining('pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[])'),
        values: [
          ['socket.io#/', 'livery_read_caches', 'socket.io#/'],
          ['first', 'second', 'third'],
        ],
      },
    ]);
  });

  it('sends the next turn’s NOTIFYs in a statement of their own', async () => {
    const { statements, pool } = recordingPool();
    const batch = new NotifyBatch(pool);
    await batch.notify('socket.io#/', 'first');
    await batch.notify('socket.io#/', 'second');
    expect(statements.map((statement) => statement.values[1])).toEqual([['first'], ['second']]);
  });

  it('tells every caller of a batch that failed', async () => {
    const { pool } = recordingPool(new Error('connection terminated'));
    const batch = new NotifyBatch(pool);
    const sent = [batch.notify('socket.io#/', 'first'), batch.notify('socket.io#/', 'second')];
    for (const one of sent) await expect(one).rejects.toThrow('connection terminated');
  });
});
