import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { onPageShade } from './on-page-shade';

/** One choice: its value and visible label (text, or an icon with an `aria-label`). */
export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** ToggleButton's `standard` colour (the chosen one in the text colour) or `primary` (in the brand's on-page shade). */
type ChoiceColor = 'primary' | 'standard';

const Group = styled('div', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{ fullWidth: boolean }>(
  ({ theme, fullWidth }) => ({
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    borderRadius: theme.shape.borderRadius,
  }),
);

/**
 * MUI's small ToggleButton in a horizontal group (13 px button type, 7 px padding, divider border, the chosen one
 * tinted in the brand's on-page shade as the theme paints `primary`, or in the text colour); full width, the buttons
 * share it; the inner corners squared and the shared borders drawn once, as ToggleButtonGroup does.
 */
const ChoiceButton = styled(ButtonBase, {
  shouldForwardProp: (prop) => prop !== 'fullWidth' && prop !== 'choiceColor',
})<{ fullWidth: boolean; choiceColor: ChoiceColor }>(({ theme, fullWidth, choiceColor }) => {
  const shade = choiceColor === 'primary' ? onPageShade(theme) : theme.palette.text.primary;
  const { hoverOpacity, selectedOpacity } = theme.palette.action;
  return {
    ...theme.typography.button,
    flex: fullWidth ? '1 1 0' : undefined,
    borderRadius: theme.shape.borderRadius,
    padding: 7,
    fontSize: theme.typography.pxToRem(13),
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.action.active,
    '&:disabled': {
      color: theme.palette.action.disabled,
      border: `1px solid ${theme.palette.action.disabledBackground}`,
    },
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.text.primary, hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&[aria-pressed="true"]': {
      color: shade,
      backgroundColor: theme.alpha(shade, selectedOpacity),
      '&:hover': {
        backgroundColor: theme.alpha(shade, selectedOpacity + hoverOpacity),
        '@media (hover: none)': { backgroundColor: theme.alpha(shade, selectedOpacity) },
      },
    },
    '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '&:not(:first-of-type)': {
      marginLeft: -1,
      borderLeft: '1px solid transparent',
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
    '&[aria-pressed="true"] + &[aria-pressed="true"]': { borderLeft: 0, marginLeft: 0 },
  };
});

/**
 * One of a few choices as a row of pressed / unpressed buttons (role="group", aria-pressed), drawn as MUI's
 * exclusive, small ToggleButtonGroup (full width unless told otherwise). That group and its roving-focus hook are ~4 KB gzip on /login's
 * first screen for a two- or three-way switch; here every choice is a plain button in the Tab order.
 */
export function ChoiceButtons<T extends string>({
  choices,
  value,
  onChange,
  fullWidth = true,
  color = 'primary',
  disabled = false,
  'aria-label': label,
}: {
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  fullWidth?: boolean;
  color?: ChoiceColor;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Group role="group" aria-label={label} fullWidth={fullWidth}>
      {choices.map((choice) => (
        <ChoiceButton
          key={choice.value}
          fullWidth={fullWidth}
          choiceColor={color}
          disabled={disabled}
          aria-pressed={choice.value === value}
          aria-label={choice['aria-label']}
          data-testid={choice['data-testid']}
          focusRipple
          onClick={() => {
            if (choice.value !== value) onChange(choice.value);
          }}
        >
          {choice.label}
        </ChoiceButton>
      ))}
    </Group>
  );
}
