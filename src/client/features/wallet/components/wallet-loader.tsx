import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListLoading } from '../../../components/list-states';
import type { ApiError } from '../../../api/api-error';
import type { Wallet } from '../../../api/wallet';
import { walletMessages as m } from '../messages';

/** A wallet screen's load: a spinner, the error banner with retry (none for an unknown merchant), then the screen. */
export function WalletLoader({
  query,
  children,
}: {
  query: UseQueryResult<Wallet, ApiError>;
  children: (wallet: Wallet) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          query.error.status === 404 ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          )
        }
      >
        {query.error.message}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
