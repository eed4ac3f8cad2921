import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { useCashbackHistory, type CashbackSort } from '../../../api/cashback';
import { ListEmpty, ListError, ListLoading, LoadMoreSentinel } from '../../../components/list-states';
import { useDateFormat } from '../../../i18n/format-date';
import { cashbackMessages as m } from '../messages';

/** The member's cashback of a program, sortable by date both ways (seed 001 §2 screen 13, §4). */
export function CashbackHistory({ programId }: { programId: string }) {
  const intl = useIntl();
  const format = useDateFormat();
  const [sortBy, setSortBy] = useState<CashbackSort>('-createdAt');
  const history = useCashbackHistory(programId, sortBy, true);
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack spacing={1} component="section" aria-labelledby="cashback-history">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="cashback-history" variant="subtitle1" component="h2">
          {intl.formatMessage(m.history)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={sortBy}
          onChange={(_event, value: CashbackSort | null) => value && setSortBy(value)}
        >
          <ToggleButton value="-createdAt">{intl.formatMessage(m.newestFirst)}</ToggleButton>
          <ToggleButton value="createdAt">{intl.formatMessage(m.oldestFirst)}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {history.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {history.isError && (
        <ListError
          error={history.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.isSuccess && rows.length === 0 && <ListEmpty text={intl.formatMessage(m.noHistory)} />}
      {rows.length > 0 && (
        <List dense disablePadding data-testid="cashback-history">
          {rows.map((row) => (
            <ListItem key={row._id} divider data-testid="cashback-row">
              <ListItemText
                primary={intl.formatMessage(m.historyRow, {
                  cashback: formatAmount(Number(row.cashbackAmount)),
                  purchase: formatAmount(Number(row.posAmount)),
                })}
                secondary={`${format.date(row.createdAt)} ${format.time(row.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <LoadMoreSentinel query={history} />
      {history.isSuccess && rows.length > 0 && !history.hasNextPage && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {intl.formatMessage(m.allLoaded)}
        </Typography>
      )}
    </Stack>
  );
}
