import { startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderWithProviders } from '../../../testing/render-with-providers';
import { sampleConfig } from '../../../testing/sample-config';
import { memberSession, walletFixture } from '../testing/wallet-fixture';
import { RedeemSheet } from './redeem-sheet';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const authenticate = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };
const code = {
  _id: 'code-1',
  asset: 'points',
  amount: '40.00',
  currencyValue: '0.40',
  qrPayload: 'RDM-TEST',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  status: 'pending',
};

function renderSheet(verification: 'none' | 'biometric') {
  const calls = fakeFetch((url) => {
    if (url.pathname.endsWith('/biometric-challenges'))
      return { data: { verification, webauthnOptions: verification === 'none' ? null : { challenge: 'abc' } } };
    return { data: code };
  });
  renderWithProviders(
    <RedeemSheet wallet={walletFixture()} asset="points" open onClose={() => {}} />,
    memberSession(),
    {
      tenant: sampleConfig(),
    },
  );
  return calls;
}

async function getQrCodeFor(amount: string) {
  fireEvent.change(await screen.findByTestId('redeem-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  fireEvent.click(screen.getByRole('button', { name: 'Get qr code' }));
}

const bodyOf = (call: { init?: RequestInit }) => JSON.parse(String(call.init?.body));

describe('redeem sheet with biometrics (seed 001 §6)', () => {
  beforeEach(() => authenticate.mockReset());

  it('biometrics off: asks the server, then gets the code without a credential', async () => {
    const calls = renderSheet('none');
    await getQrCodeFor('40');
    await screen.findByTestId('redeem-qr');
    expect(authenticate).not.toHaveBeenCalled();
    const created = calls.find((call) => call.url.pathname.endsWith('/redemption-codes'))!;
    expect(bodyOf(created)).toEqual({ asset: 'points', amount: '40.00' });
  });

  it('biometrics on: the device signs the challenge and the assertion goes with the redeem', async () => {
    authenticate.mockResolvedValue(assertion as never);
    const calls = renderSheet('biometric');
    await getQrCodeFor('40');
    await screen.findByTestId('redeem-qr');
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    const created = calls.find((call) => call.url.pathname.endsWith('/redemption-codes'))!;
    expect(bodyOf(created)).toEqual({ asset: 'points', amount: '40.00', credential: assertion });
  });

  it("a failed prompt says 'Can't verify! Biometric' and sends nothing", async () => {
    authenticate.mockRejectedValue(new Error('NotAllowedError'));
    const calls = renderSheet('biometric');
    await getQrCodeFor('40');
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't verify! Biometric");
    expect(calls.some((call) => call.url.pathname.endsWith('/redemption-codes'))).toBe(false);
  });
});
