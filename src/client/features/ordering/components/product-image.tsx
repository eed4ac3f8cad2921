import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A product picture, or the first letter of its name on the brand colour when it has none. Pictures below the fold
 * load lazily; `eager` ones (the first screen's: the first cards of the menu, cart lines, the popup's cover) load at
 * once so they do not hold back the largest paint. The caller's `sx` sizes the box, so nothing moves as they arrive.
 */
export function ProductImage({
  src,
  name,
  eager = false,
  sx,
}: {
  src: string | null;
  name: string;
  eager?: boolean;
  sx?: SxProps<Theme>;
}) {
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        sx={[{ objectFit: 'cover', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  return (
    <Box
      aria-hidden
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'primary.light',
          color: 'primary.contrastText',
          fontSize: 32,
          fontWeight: 700,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {Array.from(name)[0] ?? ''}
    </Box>
  );
}
