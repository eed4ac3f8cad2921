import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import type { ProgramSummary } from '../../../api/programs';
import { programMessages as m, programTypeMessages } from '../messages';

// Only guests who tap a discount package see it: its Dialog and Modal stay out of the merchant page's first load.
const GuestDiscountDialog = lazy(() =>
  import(/* webpackChunkName: "guest-discount-dialog" */ './guest-discount-dialog').then((module) => ({
    default: module.GuestDiscountDialog,
  })),
);

/**
 * A program card. Tapping opens `to`, except for a guest on a discount package, who gets the sign-up prompt
 * instead (seed 001 §6); `onOpen`, when given, decides instead (the programs browser prompts on every tap).
 */
export function ProgramCard({
  program,
  to,
  color,
  onOpen,
}: {
  program: ProgramSummary;
  to: string;
  color: string;
  onOpen?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const isGuest = useAppSelector((state) => state.session.role === 'guest');
  // null until the prompt is first asked for: the dialog (and its chunk) mounts then, and stays to animate closing.
  const [prompt, setPrompt] = useState<boolean | null>(null);
  const open = () => {
    if (onOpen) onOpen();
    else if (isGuest && !program.guestEligible) setPrompt(true);
    else navigate(to);
  };
  return (
    <Card variant="outlined" data-testid="program-card" data-program-type={program.type}>
      <CardActionArea onClick={open} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {program.image ? (
          <Box component="img" src={program.image} alt="" sx={{ width: 72, objectFit: 'cover', flexShrink: 0 }} />
        ) : (
          <Box aria-hidden sx={{ width: 8, bgcolor: color, flexShrink: 0 }} />
        )}
        <Stack spacing={0.5} sx={{ p: 1.5, minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={intl.formatMessage(programTypeMessages[program.type])} />
            {program.membership && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {intl.formatMessage(m.forMembers, { tier: program.membership.name })}
              </Typography>
            )}
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {program.name}
          </Typography>
          {program.description && (
            <Typography variant="body2" color="text.secondary">
              {program.description}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
      {prompt !== null && (
        <Suspense fallback={null}>
          <GuestDiscountDialog open={prompt} onClose={() => setPrompt(false)} />
        </Suspense>
      )}
    </Card>
  );
}
