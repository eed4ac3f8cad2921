import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * MUI Link's look in the brand's on-page shade (Typography in `primary`, which the theme repaints with the shade;
 * underlined in the shade at 40 %, fully on hover; or underlined only on hover), on Typography alone, which the entry
 * carries. Link adds its own focus-visible tracking and variants (~1.1 KB gzip) to the first screens that show one.
 * `to` makes it an in-app link, `href` a plain one (tel:, mailto:, another site).
 */
export function TextLink({
  to,
  href,
  underline = 'always',
  variant = 'inherit',
  children,
}: {
  children: ReactNode;
  underline?: 'always' | 'hover';
  variant?: TypographyProps['variant'];
} & ({ to: string; href?: never } | { href: string; to?: never })) {
  const sx = (theme: Theme) =>
    underline === 'always'
      ? {
          textDecoration: 'underline',
          textDecorationColor: theme.alpha(theme.palette.primaryOnPage.main, 0.4),
          '&:hover': { textDecorationColor: 'inherit' },
        }
      : { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } };
  return to === undefined ? (
    <Typography component="a" href={href} color="primary" variant={variant} sx={sx}>
      {children}
    </Typography>
  ) : (
    <Typography component={RouterLink} to={to} color="primary" variant={variant} sx={sx}>
      {children}
    </Typography>
  );
}
