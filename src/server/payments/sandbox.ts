import { newId } from '../lib/ids';
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, ProviderPaymentState } from './provider';

export interface SandboxOptions {
  /**
   * 'succeed': every payment is paid at once, as the sandbox test card does in development and tests;
   * 'hold': payments wait until `settle` (tests of what happens before and after a payment succeeds).
   */
  mode?: 'succeed' | 'hold';
}

/**
 * The embedded fake provider of the tenant config's `sandbox` (demos and tests): it keeps its payments in memory and
 * never moves real money. With mode 'hold' a test decides each payment's fate with `settle`.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly states = new Map<string, ProviderPaymentState>();

  constructor(private readonly options: SandboxOptions = {}) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new RangeError(`sandbox: amountCents must be a positive integer, got ${input.amountCents}`);
    const providerReference = `sandbox_${newId()}`;
    const state: ProviderPaymentState = this.options.mode === 'hold' ? 'pending' : 'succeeded';
    this.states.set(providerReference, state);
    return { providerReference, state, redirectUrl: null };
  }

  async confirmPayment(providerReference: string): Promise<ProviderPaymentState> {
    const state = this.states.get(providerReference);
    if (!state) throw new Error(`sandbox: no payment ${providerReference}`);
    return state;
  }

  async refundPayment(providerReference: string): Promise<ProviderPaymentState> {
    const state = this.states.get(providerReference);
    if (state !== 'succeeded') throw new Error(`sandbox: payment ${providerReference} is ${state ?? 'unknown'}`);
    this.states.set(providerReference, 'refunded');
    return 'refunded';
  }

  /** Test hook of mode 'hold': the payer finished (or abandoned) the payment. */
  settle(providerReference: string, state: 'succeeded' | 'failed'): void {
    if (this.states.get(providerReference) !== 'pending')
      throw new Error(`sandbox: payment ${providerReference} is not pending`);
    this.states.set(providerReference, state);
  }
}
