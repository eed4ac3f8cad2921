import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ListError, ListLoading } from '../../../components/list-states';
import { useStampCard } from '../../../api/stamps';
import { StampCardView } from '../components/stamp-card-view';
import { StampProgramHeader } from '../components/stamp-program-header';
import { stampMessages as m } from '../messages';

/** /stamps/:programId/my/:cardId (seed 001 §2): one of the member's stamp cards. */
export default function StampCardScreen() {
  const intl = useIntl();
  const { programId = '', cardId = '' } = useParams();
  const answer = useStampCard(programId, cardId);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Button
          component={RouterLink}
          to={`/stamps/${encodeURIComponent(programId)}`}
          startIcon={<span aria-hidden>←</span>}
        >
          {intl.formatMessage(m.back)}
        </Button>
      </Box>
      {answer.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {answer.isError && (
        <ListError
          error={answer.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void answer.refetch()}
        />
      )}
      {answer.data && (
        <>
          <StampProgramHeader program={answer.data.program} />
          <StampCardView card={answer.data.card} program={answer.data.program} />
        </>
      )}
    </Stack>
  );
}
