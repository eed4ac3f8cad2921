import { styled } from '@mui/material/styles';

/**
 * A thin horizontal line between rows, painted as MUI's Divider (an `<hr>` with a thin bottom border in the theme's
 * divider colour, no margin). Divider brings its vertical, inset and text variants (~1.2 KB gzip) to draw this one
 * line; the cart's first load draws it between the lines and above the total.
 */
export const Rule = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  borderWidth: 0,
  borderStyle: 'solid',
  borderColor: theme.palette.divider,
  borderBottomWidth: 'thin',
}));
