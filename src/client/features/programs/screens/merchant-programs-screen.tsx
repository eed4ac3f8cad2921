import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isProgramType, type ProgramType } from '../../../../shared/rules/programs';
import { useMerchantPrograms } from '../../../api/programs';
import { programTarget } from '../components/merchant-programs';
import { ProgramCard } from '../components/program-card';
import { programMessages as m, programTypeMessages } from '../messages';
import { ListError } from '../../../components/list-states';

function ProgramsOfType({ merchantId, type }: { merchantId: string; type: ProgramType }) {
  const intl = useIntl();
  const programs = useMerchantPrograms(merchantId, type);
  if (programs.isPending)
    return <CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage(m.loading)} />;
  if (programs.isError)
    return (
      <ListError
        error={programs.error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void programs.refetch()}
      />
    );
  if (programs.data.data.length === 0)
    return (
      <Typography color="text.secondary" role="status">
        {intl.formatMessage(m.empty)}
      </Typography>
    );
  return (
    <>
      {programs.data.data.map((program) => (
        <ProgramCard key={program._id} program={program} color="primary.main" to={programTarget(merchantId, program)} />
      ))}
    </>
  );
}

/** /programs/merchants/:programType/:merchantId (seed 000 §2, seed 001 §2): a merchant's programs of one kind. */
export default function MerchantProgramsScreen() {
  const intl = useIntl();
  const { programType = '', merchantId = '' } = useParams();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h1">
          {isProgramType(programType) ? intl.formatMessage(programTypeMessages[programType]) : programType}
        </Typography>
        <Button component={RouterLink} to={`/merchant-detail/${encodeURIComponent(merchantId)}`} size="small">
          {intl.formatMessage(m.back)}
        </Button>
      </Stack>
      {isProgramType(programType) ? (
        <ProgramsOfType merchantId={merchantId} type={programType} />
      ) : (
        <Alert severity="warning">{intl.formatMessage(m.badType)}</Alert>
      )}
    </Stack>
  );
}
