import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { tierProgress, type TierLike } from '../../../../shared/rules';
import { TIER_PROGRESS_PX_PER_TIER } from '../../../../shared/constants/loyalty';
import { rewardsMessages as m } from '../messages';

/** Width of the fade that says "more this way" at an edge the bar scrolls past. */
const FADE_PX = 32;

/** Which ends of the scroller hide part of the bar. */
function overflowOf(el: HTMLElement) {
  return { start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/**
 * Progress through the membership tiers (seed 000 §4): 150 px per tier, filled to the active tier's index plus the
 * share of the next requirement reached (tierProgress). Three tiers (450 px) are wider than a phone's card, so the
 * bar scrolls sideways: it opens scrolled to the marker, and an edge that hides tiers fades out instead of slicing
 * a name mid-word ('Plati' for Platinum). A name longer than its 150 px segment is ellipsed and keeps its full text
 * as title; screen readers get the whole list of tiers from the group's name.
 */
export function TierProgressBar({
  tiers,
  color,
}: {
  tiers: readonly (TierLike & { _id: string; name: string })[];
  color: string;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });
  const progress = tierProgress(tiers);
  const update = useCallback(() => scroller.current && setOverflow(overflowOf(scroller.current)), []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Centre the marker, so the member sees where they are before anything else.
    el.scrollLeft = Math.max(0, progress.px - el.clientWidth / 2);
    update();
  }, [progress.px, update]);

  if (tiers.length === 0) return null;
  const fade = (side: 'left' | 'right') => `linear-gradient(to ${side}, transparent, #000 ${FADE_PX}px)`;
  const mask = [overflow.start && fade('right'), overflow.end && fade('left')].filter(Boolean) as string[];
  return (
    // Focusable so keyboard users can scroll a bar wider than the card.
    <Box
      ref={scroller}
      onScroll={update}
      sx={{
        overflowX: 'auto',
        mt: 1,
        // Both fades at once: intersect the two gradients.
        ...(mask.length > 0 && {
          maskImage: mask.join(', '),
          maskComposite: 'intersect',
          WebkitMaskImage: mask.join(', '),
          WebkitMaskComposite: mask.length > 1 ? 'source-in' : undefined,
        }),
      }}
      tabIndex={0}
      role="group"
      aria-label={`${intl.formatMessage(m.tierProgress)}: ${intl.formatList(tiers.map((t) => t.name))}`}
      data-testid="tier-scroller"
    >
      <Box sx={{ width: progress.totalPx }}>
        <Box
          role="progressbar"
          aria-label={intl.formatMessage(m.tierProgress)}
          aria-valuemin={0}
          aria-valuemax={tiers.length}
          aria-valuenow={Math.round(progress.position * 100) / 100}
          aria-valuetext={tiers[progress.index].name}
          sx={{ position: 'relative', height: 8, borderRadius: 4, bgcolor: 'action.hover' }}
        >
          <Box
            data-testid="tier-fill"
            sx={{ position: 'absolute', inset: 0, width: progress.px, borderRadius: 4, bgcolor: color }}
          />
        </Box>
        <Box sx={{ display: 'flex' }}>
          {tiers.map((tier, i) => (
            <Typography
              key={tier._id}
              variant="caption"
              noWrap
              title={tier.name}
              data-testid="tier-label"
              sx={{
                width: TIER_PROGRESS_PX_PER_TIER,
                flexShrink: 0,
                pr: 1,
                fontWeight: i === progress.index ? 700 : 400,
              }}
              color={i === progress.index ? 'text.primary' : 'text.secondary'}
            >
              {tier.name}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
