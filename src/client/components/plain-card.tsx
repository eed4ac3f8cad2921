import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { OutlinedPanel } from './outlined-panel';

/**
 * MUI's outlined Card (Paper's background, text colour, 1 px divider border and rounded corners, clipped) as a
 * plain div. Card and CardActionArea bring Paper's elevation variants and the slot machinery (~1.3 KB gzip) to lists
 * that draw dozens of them, each one more component to render.
 */
export const PlainCard = styled(OutlinedPanel)({ overflow: 'hidden' });

const HIGHLIGHT = 'PlainCardAction-highlight';

const ActionRoot = styled(ButtonBase)(({ theme }) => ({
  display: 'block',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  width: '100%',
  [`&:hover .${HIGHLIGHT}`]: {
    opacity: theme.palette.action.hoverOpacity,
    '@media (hover: none)': { opacity: 0 },
  },
  [`&.Mui-focusVisible .${HIGHLIGHT}`]: { opacity: theme.palette.action.focusOpacity },
}));

/** The tint CardActionArea lays over its content on hover and keyboard focus. */
const Highlight = styled('span')(({ theme }) => ({
  overflow: 'hidden',
  pointerEvents: 'none',
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  borderRadius: 'inherit',
  opacity: 0,
  backgroundColor: 'currentcolor',
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
}));

/** The whole card as one button, drawn as MUI's CardActionArea (ripple, hover and focus tint). */
export function PlainCardAction({ children, ...props }: ButtonBaseProps) {
  return (
    <ActionRoot {...props}>
      {children}
      <Highlight className={HIGHLIGHT} />
    </ActionRoot>
  );
}
