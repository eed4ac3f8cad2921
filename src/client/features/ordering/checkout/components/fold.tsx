import { styled } from '@mui/material/styles';

/**
 * Content that folds away to no height and opens back, as MUI's Collapse does (a 300 ms height transition, hidden from
 * assistive technology and focus while folded). It animates the grid row between 0fr and 1fr, so no height is measured
 * and nothing runs at mount: the open fold paints exactly its content. Collapse and its Transition (~2.8 KB gzip) would
 * come with the cart's first load only to fold the item list.
 */
export const Fold = styled('div', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(
  ({ theme, open }) => ({
    display: 'grid',
    gridTemplateRows: open ? '1fr' : '0fr',
    visibility: open ? 'visible' : 'hidden',
    transition: theme.transitions.create(['grid-template-rows', 'visibility']),
    '& > *': { minHeight: 0, overflow: 'hidden' },
  }),
);
