import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { TenantTheme } from '../../shared/theme';

/** The MUI theme of a tenant: its derived palette (contrast already checked by the pipeline) on a phone-first base. */
export function createTenantTheme(tenantTheme: TenantTheme): Theme {
  return createTheme({
    palette: tenantTheme.palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans SC", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
