import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

/** One choice: its value and visible label. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  width: '100%',
  borderRadius: theme.shape.borderRadius,
}));

/**
 * MUI's small, full-width ToggleButton in a horizontal group (13 px button type, 7 px padding, divider border, the
 * chosen one tinted in the brand's on-page shade as the theme paints it); the inner corners squared and the shared
 * borders drawn once, as ToggleButtonGroup does.
 */
const ChoiceButton = styled(ButtonBase)(({ theme }) => {
  const shade = theme.palette.primaryOnPage.main;
  const { hoverOpacity, selectedOpacity } = theme.palette.action;
  return {
    ...theme.typography.button,
    flex: '1 1 0',
    borderRadius: theme.shape.borderRadius,
    padding: 7,
    fontSize: theme.typography.pxToRem(13),
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.action.active,
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
 * exclusive, full-width, small ToggleButtonGroup. That group and its roving-focus hook are ~4 KB gzip on /login's
 * first screen for a two- or three-way switch; here every choice is a plain button in the Tab order.
 */
export function ChoiceButtons<T extends string>({
  choices,
  value,
  onChange,
  'aria-label': label,
}: {
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
}) {
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <ChoiceButton
          key={choice.value}
          aria-pressed={choice.value === value}
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
