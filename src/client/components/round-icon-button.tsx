import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import type { ElementType } from 'react';
import { onPageShade } from './on-page-shade';

type RoundIconButtonColor = 'default' | 'primary';
type RoundIconButtonSize = 'small' | 'medium';

interface RoundLook {
  buttonColor: RoundIconButtonColor;
  buttonSize: RoundIconButtonSize;
}
const LOOK_PROPS: ReadonlySet<PropertyKey> = new Set(['buttonColor', 'buttonSize']);

/**
 * MUI IconButton's paint (a round 40 px medium or 30 px small button around a 24 / 20 px icon, the action colour or
 * the brand's on-page shade as the theme paints a primary IconButton, its hover tint, grey when disabled) on
 * ButtonBase, which every screen has in the entry. IconButton brings its loading indicator, slots and edge variants
 * (~1.3 KB gzip with its helpers) to screens that only show an icon.
 */
const Root = styled(ButtonBase, { shouldForwardProp: (prop) => !LOOK_PROPS.has(prop) })<RoundLook>(({
  theme,
  buttonColor,
  buttonSize,
}) => {
  const colour = buttonColor === 'primary' ? onPageShade(theme) : theme.palette.action.active;
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(buttonSize === 'small' ? 18 : 24),
    padding: buttonSize === 'small' ? 5 : 8,
    borderRadius: '50%',
    color: colour,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '--IconButton-hoverBg': theme.alpha(colour, theme.palette.action.hoverOpacity),
    '&:hover': {
      backgroundColor: 'var(--IconButton-hoverBg)',
      // Touch screens keep no hover tint after a tap, as IconButton's.
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&.Mui-disabled': { backgroundColor: 'transparent', color: theme.palette.action.disabled },
  };
});

export type RoundIconButtonProps = Omit<ButtonBaseProps, 'color'> & {
  color?: RoundIconButtonColor;
  size?: RoundIconButtonSize;
  /** Another element to render, e.g. react-router's Link with `to`, as IconButton's `component`. */
  component?: ElementType;
  to?: string;
};

/** An icon-only button drawn as MUI's IconButton (centred ripple, focus ripple); name it with `aria-label`. */
export function RoundIconButton({ color = 'default', size = 'medium', ...props }: RoundIconButtonProps) {
  return <Root centerRipple focusRipple buttonColor={color} buttonSize={size} {...props} />;
}
