import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { shellMessages } from './messages';

/** Rows of the merchant list the landing screens show under their hero and categories. */
const LIST_ROWS = 3;

// MUI's Skeleton pulse, drawn with the theme rather than the Skeleton and Stack components (part of every first
// load through this fallback, and no first screen needs them otherwise): the same grey, radii and animation.
const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

type Shape = 'text' | 'rounded' | 'circular';

const Bone = styled('span', { shouldForwardProp: (prop) => prop !== 'shape' })<{ shape: Shape }>(({ theme, shape }) => {
  const radius = Number(theme.shape.borderRadius);
  return {
    display: 'block',
    backgroundColor: theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    ...(shape === 'text' && {
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    }),
    ...(shape === 'rounded' && { borderRadius: radius }),
    ...(shape === 'circular' && { borderRadius: '50%' }),
  };
});

const Column = styled('div')({ display: 'flex', flexDirection: 'column' });
const Row = styled('div')({ display: 'flex', flexDirection: 'row', alignItems: 'center' });

/**
 * The grey outline of a screen while its code and data load: the search bar, hero, categories and list rows of the
 * landing screen. It is the Suspense fallback of every screen and, rendered at build time, the body of each tenant's
 * index.html (src/client/app/static-shell.tsx), so the first paint needs no JavaScript and the app's first render
 * shows the same frame.
 */
export function ScreenSkeleton() {
  const intl = useIntl();
  return (
    <Column
      sx={{ p: 2, gap: 2.5 }}
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage(shellMessages.loading)}
      data-testid="screen-skeleton"
    >
      <Bone shape="rounded" sx={{ height: 40, borderRadius: 6 }} />
      <Bone shape="rounded" sx={{ height: 188 }} />
      <Bone shape="text" sx={{ width: '35%', fontSize: '1.25rem' }} />
      <Row sx={{ gap: 2 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Bone key={i} shape="circular" sx={{ width: 48, height: 48 }} />
        ))}
      </Row>
      <Bone shape="text" sx={{ width: '45%', fontSize: '1.25rem' }} />
      {Array.from({ length: LIST_ROWS }, (_, i) => (
        <Row key={i} sx={{ gap: 1.5 }}>
          <Bone shape="rounded" sx={{ width: 48, height: 48 }} />
          <Column sx={{ flexGrow: 1 }}>
            <Bone shape="text" sx={{ width: '60%' }} />
            <Bone shape="text" sx={{ width: '40%' }} />
          </Column>
        </Row>
      ))}
    </Column>
  );
}
