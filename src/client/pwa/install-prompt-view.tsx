import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { shellMessages } from '../shell/messages';
import { useTenant } from '../tenant/tenant-context';

interface InstallPromptViewProps {
  /** Present on Android/desktop Chromium: opens the browser's install dialog. Absent on iOS (a hint instead). */
  onInstall?: () => void;
  onClose: () => void;
}

/** The prompt's look, loaded only when there is something to offer. */
export default function InstallPromptView({ onInstall, onClose }: InstallPromptViewProps) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ bottom: { xs: 72 } }}>
      <Alert
        severity="info"
        onClose={onClose}
        closeText={intl.formatMessage(shellMessages.dismiss)}
        action={
          onInstall ? (
            <Button color="inherit" size="small" onClick={onInstall}>
              {intl.formatMessage(shellMessages.installAction)}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{intl.formatMessage(shellMessages.installTitle, { name: tenant.shortName })}</AlertTitle>
        {!onInstall && intl.formatMessage(shellMessages.installIosHint)}
      </Alert>
    </Snackbar>
  );
}
