import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { staticPageMessages as m } from '../messages';
import { ListError } from '../../../components/list-states';

/** Loading, error banner with retry, empty state or the content of a static page query. */
export function PageState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: MessageDescriptor;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage(m.loading)} />
      </Box>
    );
  if (query.isError)
    return (
      <ListError
        error={query.error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void query.refetch()}
        sx={{ m: 2 }}
      />
    );
  if (isEmpty(query.data))
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 8, px: 2 }} data-testid="empty-state">
        <FormattedMessage {...empty} />
      </Typography>
    );
  return <>{children(query.data)}</>;
}
