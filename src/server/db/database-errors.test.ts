import { DrizzleQueryError } from 'drizzle-orm/errors';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { appErrorOfDatabaseError } from './database-errors';

/** A driver error as node-postgres and PGlite raise it, wrapped the way drizzle wraps it. */
const wrapped = (fields: { code: string; constraint?: string }) =>
  new DrizzleQueryError('insert into …', [], Object.assign(new Error('driver error'), fields));

describe('database errors a race between requests causes', () => {
  it('turns a unique violation of a known index into that rule, naming the field', () => {
    expect(appErrorOfDatabaseError(wrapped({ code: '23505', constraint: 'users_tenant_phone_uq' }))).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      field: 'phone',
      message: 'This phone is already registered: log in instead',
    });
  });

  it('turns any other unique violation into a 409 to reload and retry', () => {
    expect(appErrorOfDatabaseError(wrapped({ code: '23505', constraint: 'some_uq' }))).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
    });
  });

  it.each(['40001', '40P01', '55P03'])('turns SQLSTATE %s into a 409 to retry, with Retry-After', (code) => {
    expect(appErrorOfDatabaseError(wrapped({ code }))).toMatchObject({
      statusCode: 409,
      code: 'CONCURRENT_UPDATE',
      headers: { 'retry-after': '1' },
    });
  });

  it('leaves real failures (and errors that are not from the database) to the 500 path', () => {
    expect(appErrorOfDatabaseError(wrapped({ code: '42P01' }))).toBeNull();
    expect(appErrorOfDatabaseError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(appErrorOfDatabaseError(new Error('plain'))).toBeNull();
  });
});

describe('through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a phone verified by one member after another member signed up with it is a 409, not a 500', async () => {
    const phone = '+97688770001';
    const token = await t.demoToken('alpha');
    const post = (url: string, payload: object, bearer?: string) =>
      t.call('alpha', { method: 'POST', url: `/api/${url}`, payload, token: bearer });
    expect((await post('me/verification', { phone }, token)).statusCode).toBe(200);
    const verification = await t.lastCode('alpha', phone);
    // Meanwhile someone signs up with that phone: the unique index, not a prior check, sees the clash.
    expect((await post('auth/code', { phone })).statusCode).toBe(200);
    const signup = await post('auth/signup', { phone, code: await t.lastCode('alpha', phone) });
    expect(signup.statusCode).toBe(200);
    const confirm = await post('me/verification/confirm', { phone, code: verification }, token);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({
      field: 'phone',
      message: 'This phone is already registered: log in instead',
    });
  });
});
