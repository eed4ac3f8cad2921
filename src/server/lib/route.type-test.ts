/**
 * Type test (checked by `npm run typecheck`, never run): the server handler and the client call are both typed by
 * the endpoint's schema, so a schema change that one side does not follow fails to compile. Each
 * `@ts-expect-error` line must stay an error; if a schema stopped typing its side, tsc reports the unused directive.
 */
import * as T from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DataOf, IdParams } from '../../shared/api/common';
import { defineEndpoint, type EndpointInput, type EndpointResult } from '../../shared/api/endpoint';
import { REALTIME_EVENTS } from '../../shared/constants/realtime-events';
import type { Realtime } from '../context';
import { route } from './route';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/things/:thingId',
  summary: 'A thing',
  tags: ['type-test'],
  auth: 'public',
  params: IdParams('thingId'),
  response: DataOf(T.Object({ name: T.String(), count: T.Integer() })),
});

export function serverSide(app: FastifyInstance) {
  route(app, getThing, async (request) => ({ data: { name: request.params.thingId, count: 1 } }));
  // @ts-expect-error the schema says count is an integer: a handler answering a string does not compile
  route(app, getThing, async () => ({ data: { name: 'x', count: 'one' } }));
  // @ts-expect-error a handler that leaves out a field of the schema does not compile
  route(app, getThing, async () => ({ data: { name: 'x' } }));
  // @ts-expect-error params are typed by the schema: there is no `id`
  route(app, getThing, async (request) => ({ data: { name: request.params.id, count: 1 } }));
}

export function clientSide(answer: EndpointResult<typeof getThing>): number {
  const input: EndpointInput<typeof getThing> = { params: { thingId: 't1' } };
  // @ts-expect-error the caller must pass the path parameter the schema names
  const missing: EndpointInput<typeof getThing> = { params: {} };
  // @ts-expect-error the answer has no field the schema does not declare
  const unknownField: string = answer.data.colour;
  return answer.data.count + input.params.thingId.length + String(missing).length + unknownField.length;
}

/** Live events are typed the same way: a payload that is not its event's schema does not compile. */
export function liveEvents(realtime: Realtime) {
  realtime.toUser('u1', REALTIME_EVENTS.unreadCount, { count: 3 });
  // @ts-expect-error the unread-count event carries { count: number }
  realtime.toUser('u1', REALTIME_EVENTS.unreadCount, { unread: 3 });
  // @ts-expect-error a notification event carries a whole notification
  realtime.toUser('u1', REALTIME_EVENTS.notificationCreated, { count: 3 });
}
