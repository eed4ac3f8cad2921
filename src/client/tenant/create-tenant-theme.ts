import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { TenantTheme } from '../../shared/theme';
import { onPageOverrides } from './on-page-overrides';

declare module '@mui/material/styles' {
  interface Palette {
    /** The brand as text or an outline on the page (src/shared/theme/derive-theme.ts); `primary` is the surface. */
    primaryOnPage: { main: string };
  }
  interface PaletteOptions {
    primaryOnPage?: { main: string };
  }
}

/**
 * The MUI theme of a tenant: its derived palette (contrast already checked by the pipeline) on a phone-first base.
 * `primary` is the brand colour for surfaces; the on-page overrides paint it as text with `primaryOnPage`.
 */
export function createTenantTheme(tenantTheme: TenantTheme): Theme {
  const onPage = onPageOverrides(tenantTheme.palette.primaryOnPage.main);
  return createTheme({
    palette: tenantTheme.palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans SC", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...onPage,
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { ...onPage.MuiButton, defaultProps: { disableElevation: true } },
    },
  });
}
