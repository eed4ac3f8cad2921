import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { useStampProgram } from '../../../api/stamps';
import { useAppSelector } from '../../../state/store';
import { StampCardView } from '../components/stamp-card-view';
import { StampProgramHeader } from '../components/stamp-program-header';
import { stampMessages as m } from '../messages';

export const stampCardPath = (programId: string, cardId: string) =>
  `/stamps/${encodeURIComponent(programId)}/my/${encodeURIComponent(cardId)}`;

/** /stamps/:programId (seed 001 §2): the stamp program, the member's open cards, then 'Filled stamps' greyed. */
export default function StampProgramScreen() {
  const intl = useIntl();
  const { programId = '' } = useParams();
  const isMember = useAppSelector((s) => s.session.role === 'member');
  const answer = useStampProgram(programId);
  if (answer.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (answer.isError)
    return (
      <Stack sx={{ p: 2 }}>
        <ListError
          error={answer.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void answer.refetch()}
        />
      </Stack>
    );
  const { program, cards } = answer.data;
  const open = cards.filter((c) => !c.isFilled);
  const filled = cards.filter((c) => c.isFilled);
  const openLink = (cardId: string) => (
    <Button component={RouterLink} to={stampCardPath(program._id, cardId)} size="small" sx={{ alignSelf: 'flex-end' }}>
      {intl.formatMessage(m.openCard)}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StampProgramHeader program={program} />
      {!isMember && <ListEmpty text={intl.formatMessage(m.signInToCollect)} />}
      {isMember && cards.length === 0 && <ListEmpty text={intl.formatMessage(m.empty)} />}
      {open.map((card) => (
        <StampCardView key={card._id} card={card} program={program} action={openLink(card._id)} />
      ))}
      {filled.length > 0 && (
        <Stack spacing={1.5} component="section" aria-labelledby="filled-stamps">
          <Typography id="filled-stamps" variant="subtitle1" component="h2" color="text.secondary">
            {intl.formatMessage(m.filledStamps)}
          </Typography>
          {filled.map((card) => (
            <StampCardView key={card._id} card={card} program={program} action={openLink(card._id)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
