import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A product picture, or the first letter of its name on the brand colour when it has none. */
export function ProductImage({ src, name, sx }: { src: string | null; name: string; sx?: SxProps<Theme> }) {
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
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
