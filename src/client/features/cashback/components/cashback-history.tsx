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
import { PagedList } from '../../../components/paged-list';
import { useDateFormat } from '../../../i18n/format-date';
import { cashbackMessages as m } from '../messages';

/** The member's cashback of a program, sortable by date both ways (seed 001 §2 screen 13, §4). */
export function CashbackHistory({ programId }: { programId: string }) {
  const intl = useIntl();
  const format = useDateFormat();
  const [sortBy, setSortBy] = useState<CashbackSort>('-createdAt');
  const history = useCashbackHistory(programId, sortBy, true);
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
      <PagedList
        query={history}
        texts={{
          loading: intl.formatMessage(m.loading),
          retry: intl.formatMessage(m.retry),
          empty: intl.formatMessage(m.noHistory),
          allLoaded: intl.formatMessage(m.allLoaded),
        }}
      >
        {(rows) => (
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
      </PagedList>
    </Stack>
  );
}
