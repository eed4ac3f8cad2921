/**
 * The embedded provider of the tenant config's `sandbox` (issue 12): a provider that works without the internet and
 * never moves money. A payment is paid on Livery's own hosted test page (src/server/modules/payments/sandbox-page.ts)
 * with the test cards of SANDBOX_TEST_CARDS; its outcome is announced by a webhook signed with HMAC-SHA256
 * (sandbox-signature.ts) that the server delivers to itself, exactly as a real provider's would arrive. The sandbox
 * keeps its charges in memory (a demo provider of one process); the last webhook can be read and replayed outside
 * production (docs/api.md).
 */
import { newId } from '../lib/ids';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentState,
  WebhookRequest,
} from './provider';
import { WebhookRejected } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxWebhook } from './sandbox-signature';

export interface SandboxOptions {
  /**
   * 'hosted' (default): the payer pays on the hosted test page (or a test calls `settle`); 'succeed': every payment
   * is paid at once (tests of what a paid order does).
   */
  mode?: 'hosted' | 'succeed';
  /** The HMAC secret of its webhooks (sandboxWebhookSecret()). */
  secret: string;
  /** How long a 'processing' test card takes to be paid. */
  processingMs?: number;
  now?: () => Date;
}

/** A payment as the sandbox holds it: what its hosted page shows and where the payer returns. */
export interface SandboxCharge {
  reference: string;
  tenantId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  returnPath: string;
  state: ProviderPaymentState;
}

/** The sandbox's webhook body (JSON): one event about one charge. */
export interface SandboxEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  data: { reference: string; orderId: string; amountCents: number; currency: string };
}

const STATE_OF_TYPE: Record<SandboxEventBody['type'], ProviderPaymentState> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
};

/** Sends a signed webhook to the server's own webhook route of the tenant served on `host`. */
export type WebhookDeliverer = (
  host: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

/** The last webhook the sandbox sent: what the development route shows and replays. */
export interface SandboxWebhookRecord {
  host: string | null;
  body: SandboxEventBody;
  sentAt: string;
  response: { statusCode: number; body: string } | null;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly charges = new Map<string, SandboxCharge>();
  private deliverer: WebhookDeliverer | null = null;
  private last: SandboxWebhookRecord | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: SandboxOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** The server's self-delivery of webhooks (the payments module connects it when it registers its routes). */
  connect(deliverer: WebhookDeliverer): void {
    this.deliverer = deliverer;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new RangeError(`sandbox: amountCents must be a positive integer, got ${input.amountCents}`);
    const reference = `sandbox_${newId()}`;
    const instant = this.options.mode === 'succeed';
    this.charges.set(reference, {
      reference,
      tenantId: input.tenantId,
      orderId: input.orderId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      returnPath: input.returnPath,
      state: instant ? 'succeeded' : 'pending',
    });
    return {
      providerReference: reference,
      state: instant ? 'succeeded' : 'pending',
      redirectUrl: instant ? null : `/api/payments/sandbox/checkout/${reference}`,
      clientData: {},
    };
  }

  async confirmPayment(reference: string): Promise<ProviderPaymentState> {
    return this.chargeOrThrow(reference).state;
  }

  async refundPayment(reference: string): Promise<ProviderPaymentState> {
    const charge = this.chargeOrThrow(reference);
    if (charge.state !== 'succeeded') throw new Error(`sandbox: payment ${reference} is ${charge.state}`);
    charge.state = 'refunded';
    return 'refunded';
  }

  async readWebhook(request: WebhookRequest): Promise<ProviderEvent[]> {
    verifySandboxWebhook(this.options.secret, request.rawBody, request.headers[SANDBOX_SIGNATURE_HEADER], this.now());
    let body: SandboxEventBody;
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as SandboxEventBody;
    } catch {
      throw new WebhookRejected('the body is not JSON');
    }
    const state = STATE_OF_TYPE[body?.type];
    if (!state || typeof body.id !== 'string' || typeof body.data?.reference !== 'string')
      throw new WebhookRejected('the body must be { id, type: payment.succeeded|failed|refunded, data.reference }');
    return [{ eventId: body.id, providerReference: body.data.reference, state }];
  }

  /** A charge of the hosted page; null when unknown (an old link after a restart). */
  charge(reference: string): SandboxCharge | null {
    return this.charges.get(reference) ?? null;
  }

  /**
   * The payer finished (or gave up on) the payment: the charge takes its outcome and its webhook is signed, kept as
   * the last one, and delivered to the tenant served on `host` (none when no host: tests deliver it themselves).
   * A charge already decided keeps its state (a success is never undone) and sends nothing.
   */
  async settle(
    reference: string,
    state: 'succeeded' | 'failed',
    host: string | null = null,
  ): Promise<SandboxWebhookRecord | null> {
    const charge = this.chargeOrThrow(reference);
    if (charge.state !== 'pending') return null;
    charge.state = state;
    this.last = {
      host,
      body: {
        id: `evt_${newId()}`,
        type: state === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        data: { reference, orderId: charge.orderId, amountCents: charge.amountCents, currency: charge.currency },
      },
      sentAt: this.now().toISOString(),
      response: null,
    };
    if (host) await this.deliverLast();
    return this.last;
  }

  /** The 'processing' test card: paid `processingMs` later, announced by webhook like any other outcome. */
  settleLater(reference: string, host: string): void {
    const timer = setTimeout(() => {
      this.settle(reference, 'succeeded', host).catch(() => {
        // The order page's re-check asks the sandbox directly, so a lost self-delivery only delays the capture.
      });
    }, this.options.processingMs ?? 5_000);
    timer.unref();
  }

  /** The signed webhook as it goes out (body bytes and headers), for delivery and for tests that deliver it. */
  signed(record: SandboxWebhookRecord): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(record.body);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(this.options.secret, rawBody, this.now()),
      },
    };
  }

  lastWebhook(): SandboxWebhookRecord | null {
    return this.last;
  }

  /** Sends the last webhook again, freshly signed, with the same event id (the gateway must see a duplicate). */
  async deliverLast(): Promise<SandboxWebhookRecord | null> {
    const record = this.last;
    if (!record?.host || !this.deliverer) return record;
    const { rawBody, headers } = this.signed(record);
    record.response = await this.deliverer(record.host, rawBody, headers);
    record.sentAt = this.now().toISOString();
    return record;
  }

  private chargeOrThrow(reference: string): SandboxCharge {
    const charge = this.charges.get(reference);
    if (!charge) throw new Error(`sandbox: no payment ${reference}`);
    return charge;
  }
}
