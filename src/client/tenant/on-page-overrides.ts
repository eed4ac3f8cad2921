import { alpha, darken, lighten } from '@mui/material/styles';
import type { Components, CSSObject, Theme } from '@mui/material/styles';

type PrimaryStyle = (theme: Theme) => CSSObject;

/** Style overrides of one slot that apply where the component is painted in `primary` (its default colour). */
const whenPrimary = (style: PrimaryStyle, prop: 'color' | 'textColor' | 'indicatorColor' = 'color') => ({
  variants: [{ props: { [prop]: 'primary' }, style: ({ theme }: { theme: Theme }) => style(theme) }],
});

/**
 * MUI paints `primary.main` in two roles: as a SURFACE with `primary.contrastText` on it (app bar, contained button,
 * FAB, filled chip, badge), and as TEXT or an OUTLINE on the page (text and outlined buttons, icon buttons, links,
 * `color="primary"` text, selected tabs and toggles, checked controls, focused fields, the selected bottom tab,
 * progress). Livery's `primary.main` is the tenant's own colour, right for surfaces but unreadable on the page when
 * it is light (Sunny Mart's yellow) or dark on a dark page. These overrides repaint the second role with `shade`
 * (`palette.primaryOnPage.main`), the brand shade that reads 4.5:1 on the page and on its own selected tint, with the
 * hover and selected tints MUI would have drawn from the brand. Surfaces are left to MUI.
 */
export function onPageOverrides(shade: string): Components<Theme> {
  const hover = (theme: Theme) => alpha(shade, theme.palette.action.hoverOpacity);
  const selected = (theme: Theme) => alpha(shade, theme.palette.action.selectedOpacity);
  const checkedControl: PrimaryStyle = (theme) => ({
    '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: shade },
    '&.Mui-disabled': { color: theme.palette.action.disabled },
  });
  return {
    MuiButton: {
      styleOverrides: {
        // Button paints each variant through these variables; the contained ones stay the brand surface.
        root: whenPrimary((theme) => ({
          '--variant-textColor': shade,
          '--variant-outlinedColor': shade,
          '--variant-outlinedBorder': alpha(shade, 0.5),
          '@media (hover: hover)': {
            '&:hover': {
              '--variant-textBg': hover(theme),
              '--variant-outlinedBorder': shade,
              '--variant-outlinedBg': hover(theme),
            },
          },
        })),
      },
    },
    MuiIconButton: {
      styleOverrides: { root: whenPrimary((theme) => ({ color: shade, '--IconButton-hoverBg': hover(theme) })) },
    },
    MuiTypography: { styleOverrides: { root: whenPrimary(() => ({ color: shade })) } },
    MuiLink: {
      styleOverrides: { root: whenPrimary(() => ({ color: shade, '--Link-underlineColor': alpha(shade, 0.4) })) },
    },
    MuiTab: { styleOverrides: { root: whenPrimary(() => ({ '&.Mui-selected': { color: shade } }), 'textColor') } },
    MuiTabs: { styleOverrides: { indicator: whenPrimary(() => ({ backgroundColor: shade }), 'indicatorColor') } },
    MuiBottomNavigationAction: { styleOverrides: { root: { '&.Mui-selected': { color: shade } } } },
    MuiToggleButton: {
      styleOverrides: {
        root: whenPrimary((theme) => ({
          '&.Mui-selected': {
            color: shade,
            backgroundColor: selected(theme),
            '&:hover': {
              backgroundColor: alpha(shade, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
              '@media (hover: none)': { backgroundColor: selected(theme) },
            },
          },
        })),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'outlined', color: 'primary' },
              style: ({ theme }: { theme: Theme }) => ({
                color: shade,
                border: `1px solid ${alpha(shade, 0.7)}`,
                '&.MuiChip-clickable:hover': { backgroundColor: hover(theme) },
                '& .MuiChip-deleteIcon': { color: alpha(shade, 0.7), '&:hover, &:active': { color: shade } },
              }),
            },
          ],
        },
      },
    },
    MuiCheckbox: { styleOverrides: { root: whenPrimary(checkedControl) } },
    MuiRadio: { styleOverrides: { root: whenPrimary(checkedControl) } },
    MuiSwitch: {
      styleOverrides: {
        switchBase: whenPrimary((theme) => ({
          '&.Mui-checked': { color: shade, '&:hover': { backgroundColor: hover(theme) } },
          '&.Mui-checked + .MuiSwitch-track': { backgroundColor: shade },
        })),
      },
    },
    MuiSlider: { styleOverrides: { root: whenPrimary(() => ({ color: shade })) } },
    MuiCircularProgress: { styleOverrides: { root: whenPrimary(() => ({ color: shade })) } },
    MuiLinearProgress: {
      styleOverrides: {
        root: whenPrimary((theme) => ({
          backgroundColor: theme.palette.mode === 'light' ? lighten(shade, 0.62) : darken(shade, 0.5),
        })),
        bar1: whenPrimary(() => ({ backgroundColor: shade })),
        bar2: whenPrimary(() => ({ '--LinearProgressBar2-barColor': shade })),
      },
    },
    // Focused fields: the label and the outline or underline, never over the error colour.
    MuiFormLabel: {
      styleOverrides: { root: whenPrimary(() => ({ '&.Mui-focused:not(.Mui-error)': { color: shade } })) },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: whenPrimary(() => ({
          '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: shade },
        })),
      },
    },
    MuiInput: {
      styleOverrides: { root: whenPrimary(() => ({ '&:not(.Mui-error)::after': { borderBottomColor: shade } })) },
    },
    MuiFilledInput: {
      styleOverrides: { root: whenPrimary(() => ({ '&:not(.Mui-error)::after': { borderBottomColor: shade } })) },
    },
  };
}
