import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { isApiError } from '../../../api/api-error';
import { useCashbackProgram, type CashbackProgram } from '../../../api/cashback';
import { ListError, ListLoading } from '../../../components/list-states';
import { useDateFormat } from '../../../i18n/format-date';
import { useAppSelector } from '../../../state/store';
import { GuestDiscountPrompt, HowItWorks } from '../../programs';
import { CashbackHistory } from '../components/cashback-history';
import { cashbackMessages as m } from '../messages';

/** What the program gives, in words: '5% cashback as store credit', '$2.00 off', a product. */
function ruleText(intl: IntlShape, program: CashbackProgram): string {
  const { ruleType, percent, amount, discountType } = program.discountCashback;
  if (ruleType === 'product') return intl.formatMessage(m.productRule);
  const cashback = discountType === 'cashback';
  if (ruleType === 'percent') return intl.formatMessage(cashback ? m.percentCashback : m.percentDiscount, { percent });
  return intl.formatMessage(cashback ? m.amountCashback : m.amountDiscount, { amount: formatAmount(amount) });
}

function conditionText(intl: IntlShape, program: CashbackProgram): string {
  if (program.maxAmount > 0)
    return intl.formatMessage(m.minMax, { min: formatAmount(program.minAmount), max: formatAmount(program.maxAmount) });
  if (program.minAmount > 0) return intl.formatMessage(m.minOnly, { min: formatAmount(program.minAmount) });
  return intl.formatMessage(m.anyPurchase);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /cashback/:programId (seed 001 §2 screen 13): merchant link, how it works, rule, condition, membership, expiry,
 * and the member's history sortable by date. A guest gets the sign-up prompt (seed 001 §6).
 */
export default function CashbackScreen() {
  const intl = useIntl();
  const format = useDateFormat();
  const { programId = '' } = useParams();
  const isMember = useAppSelector((s) => s.session.role === 'member');
  const answer = useCashbackProgram(programId);
  if (answer.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (answer.isError) {
    const refused = isApiError(answer.error) && answer.error.status === 403;
    return (
      <Stack sx={{ p: 2 }}>
        {refused ? (
          <GuestDiscountPrompt />
        ) : (
          <ListError
            error={answer.error}
            retryLabel={intl.formatMessage(m.retry)}
            onRetry={() => void answer.refetch()}
          />
        )}
      </Stack>
    );
  }
  const program = answer.data;
  const expiry = program.discountCashback.expiryDate;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Card variant="outlined" data-testid="cashback-detail">
        {program.image ? (
          <Box
            component="img"
            src={program.image}
            alt=""
            sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }}
          />
        ) : (
          <Box aria-hidden sx={{ height: 12, bgcolor: program.merchant.color }} />
        )}
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Link
            component={RouterLink}
            to={`/merchant-detail/${encodeURIComponent(program.merchant._id)}`}
            underline="hover"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Avatar
              src={program.merchant.logo ?? undefined}
              alt=""
              sx={{ width: 28, height: 28, bgcolor: program.merchant.color }}
            >
              {program.merchant.name.charAt(0)}
            </Avatar>
            {program.merchant.name}
          </Link>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {program.name}
          </Typography>
          <HowItWorks html={program.howItWorks} />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
            <Fact label={intl.formatMessage(m.rule)}>
              <span data-testid="cashback-rule">{ruleText(intl, program)}</span>
            </Fact>
            <Fact label={intl.formatMessage(m.condition)}>{conditionText(intl, program)}</Fact>
            <Fact label={intl.formatMessage(m.membership)}>
              {program.membership?.name ?? intl.formatMessage(m.everyMember)}
            </Fact>
            <Fact label={intl.formatMessage(m.expiry)}>
              {expiry ? format.date(expiry) : intl.formatMessage(m.neverExpire)}
            </Fact>
          </Box>
        </Stack>
      </Card>
      {isMember && program.discountCashback.discountType === 'cashback' && <CashbackHistory programId={program._id} />}
    </Stack>
  );
}
