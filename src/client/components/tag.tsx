import { styled } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';

type TagColor = 'default' | 'primary' | 'success' | 'error';
type TagVariant = 'filled' | 'outlined';

/**
 * MUI's small, non-clickable Chip as a plain span (24 px, 13 px text, pill, the same colours, primary in the brand's
 * on-page shade as the theme paints Chip). Chip's root is built for clicks and deletes (ButtonBase, the cancel icon,
 * key handling, 2.5 KB gzip); the first screens only label things with it.
 */
const TagRoot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tagColor' && prop !== 'tagVariant',
})<{ tagColor: TagColor; tagVariant: TagVariant }>(({ theme, tagColor, tagVariant }) => {
  const outlined = tagVariant === 'outlined';
  const outlineColour =
    tagColor === 'primary'
      ? theme.palette.primaryOnPage.main
      : tagColor === 'default'
        ? undefined
        : theme.palette[tagColor].main;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    borderRadius: 16,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    '& > span': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: outlined ? 7 : 8,
      paddingRight: outlined ? 7 : 8,
    },
    ...(outlined
      ? {
          backgroundColor: 'transparent',
          color: outlineColour ?? theme.palette.text.primary,
          border: `1px solid ${outlineColour ? theme.alpha(outlineColour, 0.7) : theme.palette.grey[400]}`,
        }
      : tagColor === 'default'
        ? { border: 0, backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary }
        : tagColor === 'primary'
          ? { border: 0, backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText }
          : { border: 0, backgroundColor: theme.palette[tagColor].main, color: theme.palette[tagColor].contrastText }),
  };
});

/** A short label on a card or a row ('Sponsored', 'Joined', 'Open now', 'Sold out'); `data-*` attributes go on its root. */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  ...rest
}: { label: string; color?: TagColor; variant?: TagVariant } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <TagRoot tagColor={color} tagVariant={variant} {...rest}>
      <span>{label}</span>
    </TagRoot>
  );
}
