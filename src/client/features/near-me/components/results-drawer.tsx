import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { OutletResult } from '../lib/outlet-results';
import { nearMeMessages as m } from '../messages';
import { OutletCard } from './outlet-card';

/** The results drawer: the count, then a card per outlet ('No outlets found nearby' when none). */
export function ResultsDrawer(props: { results: OutletResult[]; now: Date; onOpen: (result: OutletResult) => void }) {
  const intl = useIntl();
  const { results } = props;
  return (
    <Paper
      component="section"
      aria-labelledby="near-results-heading"
      elevation={3}
      sx={{ mt: 1, borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2, minHeight: 160 }}
    >
      <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 1.5 }} aria-hidden />
      <Typography id="near-results-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {results.length === 0
          ? intl.formatMessage(m.noOutlets)
          : intl.formatMessage(m.resultCount, { count: results.length })}
      </Typography>
      <Stack spacing={1.5}>
        {results.map((result) => (
          <OutletCard key={result.outlet._id} result={result} now={props.now} onOpen={() => props.onOpen(result)} />
        ))}
      </Stack>
    </Paper>
  );
}
