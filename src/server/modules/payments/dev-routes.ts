import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/api/payments';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { route } from '../../lib/route';
import { paymentNotAvailable } from '../../payments/gateway';
import { PayNowProvider } from '../../payments/paynow';
import { sandboxOf } from './sandbox-routes';

/**
 * Development only (docs/api.md): read the sandbox's last webhook and send it again; have "the bank" notify a PayNow
 * payment as paid (signed as the real notification is, through the same webhook route).
 */
export async function paymentDevRoutes(app: FastifyInstance) {
  const runningSandbox = () => {
    const sandbox = sandboxOf(app);
    if (!sandbox) throw paymentNotAvailable('sandbox');
    return sandbox;
  };
  route(app, api.getLastSandboxWebhook, async () => ({ data: runningSandbox().lastWebhook() }));
  route(app, api.replayLastSandboxWebhook, async () => ({ data: await runningSandbox().deliverLast() }));
  route(app, api.markPayNowPaid, async (request) => {
    const paynow = app.ctx.payments.running('paynow');
    if (!(paynow instanceof PayNowProvider)) throw paymentNotAvailable('paynow');
    const reference = request.params.reference;
    const { rawBody, headers } = paynow.signedNotification(request.tenant, {
      id: `paynow_${newId()}`,
      reference,
      status: 'paid',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paynow',
      headers: { ...headers, host: request.headers.host ?? '' },
      payload: rawBody,
    });
    const answer = response.json();
    if (response.statusCode !== 200) throw new AppError(response.statusCode, answer.code, answer.message, answer.field);
    return { data: answer.data };
  });
}
