import { useIntl } from 'react-intl';
import { CodeLogin } from '../components/code-login';
import { authMessages as m } from '../messages';

/** /otp?phone=… or ?email=…: log in with a one-time code sent to that phone or e-mail. */
export default function OtpScreen() {
  const intl = useIntl();
  return <CodeLogin heading={intl.formatMessage(m.otpHeading)} />;
}
