import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { socialProviders, type SocialProvider } from '../../../../shared/tenant/social-providers';
import { oauthStartUrl } from '../../../api/oauth-start';
import { PlainDivider } from '../../../components/plain-divider';
import { useTenant } from '../../../tenant/tenant-context';
import { redirectTarget } from '../session';

const m = defineMessages({
  or: { id: 'auth.social.or', defaultMessage: 'or', description: 'Divider between the login form and social buttons' },
  google: {
    id: 'auth.social.google',
    defaultMessage: 'Continue with Google',
    description: 'Button that starts Google sign-in',
  },
  facebook: {
    id: 'auth.social.facebook',
    defaultMessage: 'Continue with Facebook',
    description: 'Button that starts Facebook sign-in',
  },
  group: { id: 'auth.social.group', defaultMessage: 'Social login', description: 'Accessible name of the buttons' },
});

/** The providers' own marks, as their brand guidelines ask for on sign-in buttons. */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  return provider === 'google' ? (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  ) : (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#FFFFFF"
        d="M15.1 12.9l.4-2.9h-2.8V8.2c0-.8.4-1.6 1.6-1.6h1.3V4.1s-1.1-.2-2.2-.2c-2.3 0-3.8 1.4-3.8 3.9V10H7.1v2.9h2.5V24h3.1V12.9h2.4z"
      />
    </svg>
  );
}

/**
 * Google and Facebook on /login (seed 000 §2 identity methods): shown only for providers the merchant offers with
 * a client id ("hidden otherwise"). Each is a plain link to the server's start route, which sends the browser to
 * the provider; the provider's answer comes back to /social-login with the token.
 */
export function SocialLoginButtons() {
  const tenant = useTenant();
  const intl = useIntl();
  const { search } = useLocation();
  const providers = socialProviders(tenant);
  if (providers.length === 0) return null;
  const target = redirectTarget(search);
  const returnTo = target === '/home' ? undefined : target;
  return (
    <Stack spacing={1.5} role="group" aria-label={intl.formatMessage(m.group)}>
      <PlainDivider>{intl.formatMessage(m.or)}</PlainDivider>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          color="inherit"
          href={oauthStartUrl(provider, returnTo)}
          startIcon={<ProviderMark provider={provider} />}
          sx={{ textTransform: 'none', borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {intl.formatMessage(m[provider])}
        </Button>
      ))}
    </Stack>
  );
}
