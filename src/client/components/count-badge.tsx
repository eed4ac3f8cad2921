import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

type BadgeColor = 'primary' | 'secondary' | 'error';

const Root = styled('span')({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 });

/** MUI's standard Badge, anchored top right of a rectangular child: a 20 px pill of 12 px medium text. */
const Count = styled('span', { shouldForwardProp: (prop) => prop !== 'badgeColor' })<{ badgeColor: BadgeColor }>(
  ({ theme, badgeColor }) => ({
    position: 'absolute',
    top: 0,
    right: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignContent: 'center',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    transform: 'scale(1) translate(50%, -50%)',
    transformOrigin: '100% 0%',
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(12),
    lineHeight: 1,
    backgroundColor: theme.palette[badgeColor].main,
    color: theme.palette[badgeColor].contrastText,
  }),
);

/**
 * A count over an icon, drawn as MUI's Badge (`max` shows as 'max+'; nothing for zero; hidden from screen readers
 * as Badge's is: the control's own label says the count). Badge brings its
 * visibility hook, transitions and overlap variants (~1.3 KB gzip) to a screen that only shows a number.
 */
export function CountBadge({
  count,
  max = 99,
  color = 'primary',
  children,
}: {
  count: number;
  max?: number;
  color?: BadgeColor;
  children: ReactNode;
}) {
  return (
    <Root>
      {children}
      {count > 0 && (
        <Count badgeColor={color} aria-hidden>
          {count > max ? `${max}+` : count}
        </Count>
      )}
    </Root>
  );
}
