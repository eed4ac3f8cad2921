import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled, type Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import { onPageShade } from './on-page-shade';

type TagColor = 'default' | 'primary' | 'success' | 'error';
type TagVariant = 'filled' | 'outlined';
type TagSize = 'small' | 'medium';

interface TagLook {
  tagColor: TagColor;
  tagVariant: TagVariant;
  tagSize: TagSize;
}
const LOOK_PROPS: ReadonlySet<PropertyKey> = new Set(['tagColor', 'tagVariant', 'tagSize']);
const notLook = (prop: PropertyKey) => !LOOK_PROPS.has(prop);

/**
 * MUI's Chip paint (24 px small or 32 px medium, 13 px text, pill, the same colours, primary outlines in the brand's
 * on-page shade as the theme paints Chip).
 */
function tagPaint(theme: Theme, { tagColor, tagVariant, tagSize }: TagLook) {
  const outlined = tagVariant === 'outlined';
  const outlineColour =
    tagColor === 'primary' ? onPageShade(theme) : tagColor === 'default' ? undefined : theme.palette[tagColor].main;
  const padding = (tagSize === 'small' ? 8 : 12) - (outlined ? 1 : 0);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: tagSize === 'small' ? 24 : 32,
    borderRadius: 16,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: padding, paddingRight: padding },
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
  } as const;
}

/**
 * A non-clickable Chip as a plain span. Chip's root is built for clicks and deletes (ButtonBase, the cancel icon,
 * key handling, 2.5 KB gzip); the first screens mostly only label things with it.
 */
const TagRoot = styled('span', { shouldForwardProp: notLook })<TagLook>(({ theme, ...look }) => tagPaint(theme, look));

/** The clickable Chip: the same paint on a ButtonBase, with Chip's pointer, hover, keyboard focus and press shadow. */
const TagButtonRoot = styled(ButtonBase, { shouldForwardProp: notLook })<TagLook>(({ theme, ...look }) => {
  const { action } = theme.palette;
  const hover =
    look.tagVariant === 'outlined'
      ? action.hover
      : look.tagColor === 'default'
        ? theme.alpha(action.selected, action.selectedOpacity + action.hoverOpacity)
        : theme.palette[look.tagColor].dark;
  const focus =
    look.tagVariant === 'outlined'
      ? action.focus
      : look.tagColor === 'default'
        ? theme.alpha(action.selected, action.selectedOpacity + action.focusOpacity)
        : hover;
  return {
    ...tagPaint(theme, look),
    userSelect: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    '&:hover': { backgroundColor: hover },
    '&.Mui-focusVisible': { backgroundColor: focus },
    '&:active': { boxShadow: theme.shadows[1] },
  };
});

interface TagProps {
  label: string;
  color?: TagColor;
  variant?: TagVariant;
  size?: TagSize;
}

/** A short label on a card or a row ('Sponsored', 'Joined', 'Open now', 'Sold out'); `data-*` attributes go on its root. */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  size = 'small',
  ...rest
}: TagProps & HTMLAttributes<HTMLSpanElement>) {
  return (
    <TagRoot tagColor={color} tagVariant={variant} tagSize={size} {...rest}>
      <span>{label}</span>
    </TagRoot>
  );
}

/** A tag that does something when tapped (a category of the menu's chip bar): a button, painted as clickable Chip. */
export function TagButton({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  ...rest
}: TagProps & Omit<ButtonBaseProps, 'color'>) {
  return (
    <TagButtonRoot tagColor={color} tagVariant={variant} tagSize={size} {...rest}>
      <span>{label}</span>
    </TagButtonRoot>
  );
}
