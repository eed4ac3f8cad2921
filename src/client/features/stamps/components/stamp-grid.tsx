import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { STAMP_GRID_COLUMNS } from '../../../../shared/constants/loyalty';
import { isStepFilled } from '../../../../shared/rules/stamps';
import type { StampCard, StampProgram } from '../../../api/stamps';
import { RewardsIcon } from '../../../components/icons';
import { useDateFormat } from '../../../i18n/format-date';
import { stampMessages as m } from '../messages';

/**
 * The challenge slots of a card in a 4-column grid (seed 001 §2 screen 12, §9): step i is filled when more than i
 * stamps are collected; tapping a slot toggles a popover with its challenge, gift and stamp date.
 */
export function StampGrid({
  card,
  challenges,
  color,
}: {
  card: Pick<StampCard, 'collected' | 'total' | 'stamps'>;
  challenges: StampProgram['challenges'];
  color: string;
}) {
  const intl = useIntl();
  const format = useDateFormat();
  const [open, setOpen] = useState<{ index: number; anchor: HTMLElement } | null>(null);
  const slots = Array.from({ length: card.total }, (_, index) => ({
    index,
    filled: isStepFilled(index, card.collected),
    challenge: challenges.find((c) => c.level === index + 1),
    stamp: card.stamps.find((s) => s.challengeLevel === index + 1),
  }));
  const shown = open ? slots[open.index] : null;
  return (
    <>
      <Box
        role="list"
        data-testid="stamp-grid"
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${STAMP_GRID_COLUMNS}, 1fr)`, gap: 1.5 }}
      >
        {slots.map((slot) => (
          <Box role="listitem" key={slot.index} sx={{ display: 'flex', justifyContent: 'center' }}>
            <ButtonBase
              data-testid="stamp-slot"
              data-filled={slot.filled}
              aria-label={intl.formatMessage(m.slot, { level: slot.index + 1 })}
              aria-expanded={open?.index === slot.index}
              onClick={(event) =>
                setOpen(open?.index === slot.index ? null : { index: slot.index, anchor: event.currentTarget })
              }
              sx={{
                width: 56,
                height: 56,
                borderRadius: '50%',
                border: 2,
                borderStyle: slot.filled ? 'solid' : 'dashed',
                borderColor: slot.filled ? color : 'divider',
                bgcolor: slot.filled ? color : 'transparent',
                color: slot.filled ? 'common.white' : 'text.secondary',
                fontWeight: 700,
                fontSize: 16,
              }}
            >
              {slot.challenge?.hasGift ? <RewardsIcon fontSize="small" /> : slot.filled ? '✓' : slot.index + 1}
            </ButtonBase>
          </Box>
        ))}
      </Box>
      <Popover
        open={Boolean(open)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {shown && (
          <Box sx={{ p: 1.5, maxWidth: 240 }} data-testid="stamp-popover">
            <Typography variant="subtitle2">
              {shown.challenge?.description || intl.formatMessage(m.slot, { level: shown.index + 1 })}
            </Typography>
            {shown.challenge?.hasGift && (
              <Typography variant="body2">
                {intl.formatMessage(m.gift)}
                {shown.stamp && ` · ${intl.formatMessage(shown.stamp.isUsed ? m.giftUsed : m.giftNotUsed)}`}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {shown.stamp
                ? intl.formatMessage(m.stamped, { date: format.date(shown.stamp.createdAt) })
                : intl.formatMessage(m.notStamped)}
            </Typography>
          </Box>
        )}
      </Popover>
    </>
  );
}
