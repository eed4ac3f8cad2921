import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormat } from '../../../i18n/format-date';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { useProgram, type ProgramDetail } from '../../../api/programs';
import { useAppSelector } from '../../../state/store';
import { programMessages as m, programTypeMessages } from '../messages';
import { GuestDiscountPrompt } from './guest-prompt';
import { HowItWorks } from './how-it-works';
import { ListError } from '../../../components/list-states';

// Members get Info and Activity tabs; their chunk (MUI Tabs and the wallet's list) loads only for them.
const ProgramTabs = lazy(() => import(/* webpackChunkName: "program-tabs" */ './program-tabs'));

/** Program detail (seed 001 §2 screen 4, seed-000 side): image, name, kind, expiry, how it works and steps. */
export function ProgramDetailView({
  program,
  showMerchantLink,
}: {
  program: ProgramDetail;
  showMerchantLink: boolean;
}) {
  const intl = useIntl();
  const format = useDateFormat();
  const expiry = program.expireDate
    ? intl.formatMessage(m.expires, { date: format.date(program.expireDate) })
    : intl.formatMessage(m.neverExpire);
  return (
    <Card data-testid="program-detail">
      {program.image ? (
        <Box
          component="img"
          src={program.image}
          alt=""
          sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box aria-hidden sx={{ height: 64, bgcolor: program.merchant.color }} />
      )}
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar
            src={program.merchant.logo ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 32, height: 32, bgcolor: program.merchant.color }}
          >
            {program.merchant.name.slice(0, 1)}
          </Avatar>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
            {program.merchant.name}
          </Typography>
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="program-name">
          {program.name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" color="primary" label={intl.formatMessage(programTypeMessages[program.type])} />
          <Typography variant="body2" color="text.secondary" data-testid="program-expiry">
            {expiry}
          </Typography>
        </Stack>
        {program.membership && (
          <Typography variant="body2">{intl.formatMessage(m.forMembers, { tier: program.membership.name })}</Typography>
        )}
        {program.description && <Typography variant="body1">{program.description}</Typography>}
        <HowItWorks html={program.howItWorks} />
        {program.howToEnjoySteps.length > 0 && (
          <section aria-labelledby="program-steps">
            <Typography id="program-steps" variant="subtitle2" component="h2" color="text.secondary">
              {intl.formatMessage(m.howToEnjoy)}
            </Typography>
            <Box component="ol" sx={{ pl: 3, my: 1 }}>
              {program.howToEnjoySteps.map((step) => (
                <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </section>
        )}
        {showMerchantLink && (
          <Link component={RouterLink} to={`/merchant-detail/${encodeURIComponent(program.merchant._id)}`}>
            {intl.formatMessage(m.merchantLink, { name: program.merchant.name })}
          </Link>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Loads and shows one program with a back button (seed 001 §2: back goes to the merchant detail or /home). A guest
 * refused a discount package (403) sees the sign-up prompt; other failures the error banner with retry.
 */
export function ProgramDetailLoader({
  programId,
  backTo,
  showMerchantLink,
}: {
  programId: string;
  backTo: string;
  showMerchantLink: boolean;
}) {
  const intl = useIntl();
  const program = useProgram(programId);
  const member = useAppSelector((state) => state.session.role === 'member');
  const refused = program.isError && isApiError(program.error) && program.error.status === 403;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<span aria-hidden>←</span>}>
          {intl.formatMessage(m.back)}
        </Button>
      </Box>
      {program.isPending && (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage(m.loading)} />
      )}
      {refused && <GuestDiscountPrompt />}
      {program.isError && !refused && (
        <ListError
          error={program.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void program.refetch()}
        />
      )}
      {program.data &&
        (member ? (
          <Suspense
            fallback={<CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage(m.loading)} />}
          >
            <ProgramTabs program={program.data} showMerchantLink={showMerchantLink} />
          </Suspense>
        ) : (
          <ProgramDetailView program={program.data} showMerchantLink={showMerchantLink} />
        ))}
    </Stack>
  );
}
