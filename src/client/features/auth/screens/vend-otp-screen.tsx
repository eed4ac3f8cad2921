import { useIntl } from 'react-intl';
import { CodeLogin } from '../components/code-login';
import { authMessages as m } from '../messages';

/**
 * /vend-otp?phone=…&redirect=…: the code page of the point-of-sale and vending flows. When the counter reports the
 * phone as not verified, the member gets a code by SMS; entering it here (or telling it to the cashier) verifies the
 * phone and signs in, then the member returns to the redirect (e.g. the POS sign-in link).
 */
export default function VendOtpScreen() {
  const intl = useIntl();
  return (
    <CodeLogin heading={intl.formatMessage(m.vendHeading)} lead={(to) => intl.formatMessage(m.vendLead, { to })} />
  );
}
