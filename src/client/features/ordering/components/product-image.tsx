import { styled, type SxProps, type Theme } from '@mui/material/styles';

// Styled once for every picture (a menu shows dozens): the caller sizes it with a class (`styled(ProductImage)`) or
// `sx`, so the parts below keep one shared rule each.
const Picture = styled('img')({ objectFit: 'cover', display: 'block' });
const Initial = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: theme.palette.primary.light,
  color: theme.palette.primary.contrastText,
  fontSize: 32,
  fontWeight: 700,
}));

/**
 * A product picture, or the first letter of its name on the brand colour when it has none. Pictures below the fold
 * load lazily; `eager` ones (the first screen's: the first cards of the menu, cart lines, the popup's cover) load at
 * once so they do not hold back the largest paint. The caller sizes the box, so nothing moves as they arrive.
 */
export function ProductImage({
  src,
  name,
  eager = false,
  className,
  sx,
}: {
  src: string | null;
  name: string;
  eager?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
}) {
  if (src) return <Picture src={src} alt="" loading={eager ? 'eager' : 'lazy'} className={className} sx={sx} />;
  return (
    <Initial aria-hidden className={className} sx={sx}>
      {Array.from(name)[0] ?? ''}
    </Initial>
  );
}
