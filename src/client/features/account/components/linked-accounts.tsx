import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useLinkedAccounts, useUnlinkAccount } from '../../../api/oauth';
import type { SocialProvider } from '../../../../shared/tenant/resolve-tenant';
import { accountMessages as m } from '../messages';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The member's linked Google and Facebook accounts, each with Unlink (which also deletes what it shared). */
export function LinkedAccounts() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const linked = useLinkedAccounts();
  const unlink = useUnlinkAccount();

  const onUnlink = (provider: SocialProvider) =>
    unlink.mutate(provider, {
      onSuccess: () =>
        dispatch(
          toastShown({
            type: 'success',
            message: intl.formatMessage(m.unlinked, { provider: PROVIDER_NAMES[provider] }),
          }),
        ),
      onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
    });

  return (
    <section aria-labelledby="linked-accounts-title">
      <Typography id="linked-accounts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
        {intl.formatMessage(m.linkedTitle)}
      </Typography>
      {linked.isError && <Alert severity="error">{linked.error.message}</Alert>}
      {linked.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage(m.noneLinked)}
        </Typography>
      )}
      {linked.data && linked.data.length > 0 && (
        <List dense disablePadding>
          {linked.data.map((account) => (
            <ListItem
              key={account.provider}
              disableGutters
              secondaryAction={
                <Button
                  variant="outlined"
                  size="small"
                  disabled={unlink.isPending}
                  onClick={() => onUnlink(account.provider)}
                  aria-label={intl.formatMessage(m.unlinkProvider, { provider: PROVIDER_NAMES[account.provider] })}
                >
                  {intl.formatMessage(m.unlink)}
                </Button>
              }
            >
              <ListItemText primary={PROVIDER_NAMES[account.provider]} secondary={account.email ?? undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
