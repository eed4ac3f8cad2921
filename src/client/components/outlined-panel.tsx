import { styled } from '@mui/material/styles';

/**
 * A block with a thin border, painted as MUI's `<Paper variant="outlined">` (the theme's paper background and text
 * colour, its corner radius, a 1 px divider-coloured border, Paper's box-shadow transition). Paper brings its
 * elevation shadows, dark-mode overlays and utility classes (~0.9 KB gzip) to draw this box; the cart's first screen
 * draws two of them. Takes `sx` and every `<div>` prop.
 */
export const OutlinedPanel = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
}));
