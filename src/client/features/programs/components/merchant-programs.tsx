import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import { PROGRAM_TYPES } from '../../../../shared/rules/programs';
import type { ProgramSummary } from '../../../api/programs';
import { programMessages as m, programTypeMessages } from '../messages';
import { ProgramCard } from './program-card';

/** /merchant-detail/{merchant}/programs/{program}: a program seen from its merchant's page. */
export const merchantProgramPath = (merchantId: string, programId: string) =>
  `/merchant-detail/${encodeURIComponent(merchantId)}/programs/${encodeURIComponent(programId)}`;

/**
 * Where a program card leads: a stamp program to its stamp screen (/stamps/{id}), a cashback, discount or package
 * program to /cashback/{id} (seed 001 §2), every other kind to its detail under the merchant.
 */
export function programTarget(merchantId: string, program: Pick<ProgramSummary, '_id' | 'type'>): string {
  const id = encodeURIComponent(program._id);
  if (program.type === 'stamp') return `/stamps/${id}`;
  if (program.type === 'cashback' || program.type === 'discount' || program.type === 'package')
    return `/cashback/${id}`;
  return merchantProgramPath(merchantId, program._id);
}

/** /programs/browse/{merchant_id}: the public programs browser guests and signed-out visitors get. */
export const programsBrowserPath = (merchantId: string) => `/programs/browse/${encodeURIComponent(merchantId)}`;

/** /programs/merchants/{program_type}/{merchant_id}: every program of one kind of a merchant. */
export const programsOfTypePath = (type: string, merchantId: string) =>
  `/programs/merchants/${encodeURIComponent(type)}/${encodeURIComponent(merchantId)}`;

/** Program cards on the merchant page (Merchant.loyaltyPrograms), with a link per kind to its full list. */
export function MerchantPrograms({
  merchantId,
  programs,
  color,
}: {
  merchantId: string;
  programs: readonly ProgramSummary[];
  color: string;
}) {
  const intl = useIntl();
  // Guests and signed-out visitors browse every kind in one place (seed 001 §2 screen 8).
  const isBrowsing = useAppSelector((state) => state.session.role === 'guest' || state.session.role === 'anonymous');
  if (programs.length === 0) return null;
  const types = PROGRAM_TYPES.filter((type) => programs.some((p) => p.type === type));
  return (
    <Stack spacing={1} component="section" aria-labelledby="merchant-programs-heading">
      <Typography id="merchant-programs-heading" variant="h6" component="h2">
        {intl.formatMessage(m.programsHeading)}
      </Typography>
      {programs.map((program) => (
        <ProgramCard key={program._id} program={program} color={color} to={programTarget(merchantId, program)} />
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} component="nav">
        {isBrowsing && (
          <Link
            component={RouterLink}
            to={programsBrowserPath(merchantId)}
            variant="body2"
            data-testid="browse-programs"
          >
            {intl.formatMessage(m.browseAll)}
          </Link>
        )}
        {types.map((type) => (
          <Link key={type} component={RouterLink} to={programsOfTypePath(type, merchantId)} variant="body2">
            {intl.formatMessage(m.seeAllOfType, { type: intl.formatMessage(programTypeMessages[type]) })}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
