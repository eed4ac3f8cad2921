import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { demoFeedbackRequest } from '../../db/seed/seed-feedback';
import { useTestApp } from '../../test-support/build-test-app';
import { FEEDBACK_MESSAGES } from './service';

const t = useTestApp();
let alpha: string;
let bravo: string;
beforeAll(async () => {
  [alpha, bravo] = await Promise.all([t.demoToken('alpha'), t.demoToken('bravo')]);
});

const submit = (tenant: string, token: string | undefined, payload: unknown) =>
  t.call(tenant, { method: 'POST', url: '/api/feedback', token, payload: payload as object });
const unread = async (tenant: string, token: string) =>
  (await t.call(tenant, { url: '/api/notifications/unread-count', token })).json().data.count as number;
const isRead = async (id: string) =>
  (await t.db.db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, id)))[0]
    .isRead;
/** A fresh feedback notification of the alpha demo member, optionally about an existing ref. */
async function feedbackRequest(ref: string | null, type = 'feedback') {
  const id = `fb-${Math.random().toString(36).slice(2, 10)}`;
  await t.db.db.insert(notifications).values({
    id,
    tenantId: 'alpha',
    userId: 'alpha-demo-member',
    merchantId: 'alpha',
    type,
    title: 'How was it?',
    ref,
    createdAt: new Date(),
  });
  return id;
}

describe('POST /api/feedback', () => {
  it('stores the rating and comment of the seeded request, marks it read and lowers the unread count', async () => {
    const { id, ref } = demoFeedbackRequest('alpha');
    const before = await unread('alpha', alpha);
    expect(await isRead(id)).toBe(false);
    const res = await submit('alpha', alpha, { notificationId: id, rating: 4, comment: '  Lovely flat white  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ notificationId: id, merchantId: 'alpha', ref, rating: 4 });
    expect(res.json().data.comment).toBe('Lovely flat white');
    expect(await isRead(id)).toBe(true);
    expect(await unread('alpha', alpha)).toBe(before - 1);
    const got = await t.call('alpha', { url: `/api/feedback/${id}`, token: alpha });
    expect(got.json().data).toMatchObject({ rating: 4, comment: 'Lovely flat white' });
  });

  it('answers 409 with a clear message the second time, and for another request about the same visit', async () => {
    const { id, ref } = demoFeedbackRequest('alpha');
    const again = await submit('alpha', alpha, { notificationId: id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FEEDBACK_ALREADY_GIVEN',
      message: FEEDBACK_MESSAGES.alreadyGiven,
      field: 'notificationId',
    });
    expect(FEEDBACK_MESSAGES.alreadyGiven).toBe('You have already given feedback for this visit');
    // A resent request for the same visit: refused, and (one transaction) it stays unread.
    const resent = await feedbackRequest(ref);
    expect((await submit('alpha', alpha, { notificationId: resent, rating: 5 })).statusCode).toBe(409);
    expect(await isRead(resent)).toBe(false);
    // Its GET shows the answer already given for that visit.
    expect((await t.call('alpha', { url: `/api/feedback/${resent}`, token: alpha })).json().data.rating).toBe(4);
  });

  it('accepts one answer for a request without a ref (keyed by the notification), comment optional', async () => {
    const id = await feedbackRequest(null);
    expect((await t.call('alpha', { url: `/api/feedback/${id}`, token: alpha })).json().data).toBeNull();
    const res = await submit('alpha', alpha, { notificationId: id, rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 5, comment: '' });
    expect((await submit('alpha', alpha, { notificationId: id, rating: 5 })).statusCode).toBe(409);
  });

  it('refuses a notification that does not ask for feedback (400 naming notificationId)', async () => {
    const id = await feedbackRequest('order-1', 'orderStatusChanged');
    const res = await submit('alpha', alpha, { notificationId: id, rating: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NOT_A_FEEDBACK_REQUEST',
      message: 'This notification does not ask for feedback',
      field: 'notificationId',
    });
  });

  it("answers 404 for an unknown id, another member's request and another tenant's request", async () => {
    const unknown = await submit('alpha', alpha, { notificationId: 'nope', rating: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Feedback request not found' });
    // bravo's demo member's request, tried from alpha with alpha's member and from bravo's host with alpha's token.
    const bravoRequest = demoFeedbackRequest('bravo').id;
    expect((await submit('alpha', alpha, { notificationId: bravoRequest, rating: 3 })).statusCode).toBe(404);
    expect((await submit('bravo', alpha, { notificationId: bravoRequest, rating: 3 })).statusCode).toBe(401);
    expect((await t.call('alpha', { url: `/api/feedback/${bravoRequest}`, token: alpha })).statusCode).toBe(404);
    // Untouched: bravo's member can still answer it.
    expect((await submit('bravo', bravo, { notificationId: bravoRequest, rating: 2 })).statusCode).toBe(201);
  });

  it('is for members only: 401 without a token, 403 for a guest', async () => {
    const { id } = demoFeedbackRequest('bravo');
    const anonymous = await submit('alpha', undefined, { notificationId: id, rating: 3 });
    expect(anonymous.statusCode).toBe(401);
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688110011' } });
    const guestToken = guest.json().data.token as string;
    const res = await submit('alpha', guestToken, { notificationId: id, rating: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'GUEST_NOT_ALLOWED',
      message: 'Guests cannot give feedback: sign up or log in',
    });
    expect((await t.call('alpha', { url: `/api/feedback/${id}`, token: guestToken })).statusCode).toBe(403);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 2.5', { rating: 2.5 }, 'rating'],
    ['a 1001-character comment', { rating: 3, comment: 'x'.repeat(1001) }, 'comment'],
    ['no rating', { comment: 'no rating' }, 'rating'],
    ['an unknown field', { rating: 3, stars: 3 }, 'stars'],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const id = await feedbackRequest(null);
    const res = await submit('alpha', alpha, { notificationId: id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await isRead(id)).toBe(false);
  });

  it('accepts a comment of exactly 1000 characters', async () => {
    const id = await feedbackRequest(null);
    const res = await submit('alpha', alpha, { notificationId: id, rating: 2, comment: 'y'.repeat(1000) });
    expect(res.statusCode).toBe(201);
  });

  it('rejects a missing notificationId naming it', async () => {
    const res = await submit('alpha', alpha, { rating: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('notificationId');
  });
});
