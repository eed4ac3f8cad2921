import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { programMessages as m } from '../messages';

/** Where the sign-up action leads: the sign-up page (a guest has no full registration, seed 000 §1). */
export const SIGN_UP_PATH = '/signup';

/** Seed 000 §8 guest prompt, inline (merchant page memberships, a refused program). */
export function GuestDiscountPrompt() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(SIGN_UP_PATH)}>
          {intl.formatMessage(m.signUp)}
        </Button>
      }
    >
      <span data-testid="guest-discount-prompt">{intl.formatMessage(m.guestPrompt)}</span>
    </Alert>
  );
}
