import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { merchantMessages as m } from '../messages';

/** A cover's intrinsic box (16:9); CSS scales it to the page's width. */
const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;

/**
 * The merchant's cover pictures as a swipeable row (CSS scroll snap, no carousel library); the dots jump to a
 * picture. Without covers the merchant's colour fills the band so the page keeps its shape.
 */
export function CoversCarousel({ covers, color }: { covers: string[]; color: string }) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  if (covers.length === 0) return <Box sx={{ height: 120, bgcolor: color }} data-testid="covers-empty" />;
  const show = (index: number) => {
    setCurrent(index);
    document
      .getElementById(`cover-${index}`)
      ?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
  };
  return (
    <Box component="section" aria-label={intl.formatMessage(m.carouselLabel)} sx={{ position: 'relative' }}>
      <Stack
        direction="row"
        data-testid="covers"
        onScroll={(event) => {
          const el = event.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        sx={{ overflowX: 'auto', scrollSnapType: 'x mandatory', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {covers.map((cover, index) => (
          <Box
            key={cover}
            id={`cover-${index}`}
            component="img"
            src={cover}
            alt={intl.formatMessage(m.coverN, { n: index + 1, total: covers.length })}
            // The first cover is the page's largest paint (LCP): fetched first (the server also preloads it from <head>),
            // never deferred. The others sit
            // beside it, off screen until swiped to. width/height give the 16:9 box before any image arrives.
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            {...(index === 0
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
            sx={{
              width: '100%',
              height: 'auto',
              flexShrink: 0,
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              scrollSnapAlign: 'start',
            }}
          />
        ))}
      </Stack>
      {covers.length > 1 && (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ position: 'absolute', bottom: 8, width: '100%', justifyContent: 'center' }}
        >
          {covers.map((cover, index) => (
            <ButtonBase
              key={cover}
              onClick={() => show(index)}
              aria-label={intl.formatMessage(m.coverN, { n: index + 1, total: covers.length })}
              aria-current={index === current}
              sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center' }}
            >
              <Box
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: index === current ? 'common.white' : 'grey.500',
                }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
