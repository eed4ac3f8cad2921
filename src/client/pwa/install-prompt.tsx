import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { shellMessages } from '../shell/messages';
import { useTenant } from '../tenant/tenant-context';
import { IOS_PROMPT_STORAGE_KEY, isIos, shouldShowIosPrompt } from './install-rules';

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

type Prompt = { kind: 'native'; event: BeforeInstallPromptEvent } | { kind: 'ios' } | null;

/**
 * Android and desktop Chromium: an Install button that opens the browser's dialog. iOS Safari has none, so a hint
 * explains Share → Add to Home Screen, repeated after more than a day (seed 000).
 */
export function InstallPrompt() {
  const intl = useIntl();
  const tenant = useTenant();
  const [prompt, setPrompt] = useState<Prompt>(null);

  useEffect(() => {
    const ios = isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0);
    const lastShownAt = window.localStorage.getItem(IOS_PROMPT_STORAGE_KEY);
    if (shouldShowIosPrompt({ ios, standalone: isStandalone(), lastShownAt, now: Date.now() })) {
      window.localStorage.setItem(IOS_PROMPT_STORAGE_KEY, String(Date.now()));
      setPrompt({ kind: 'ios' });
    }
    const onBeforeInstall = (event: Event) => {
      event.preventDefault(); // keep the event for our own button instead of the browser's mini-infobar
      setPrompt({ kind: 'native', event: event as BeforeInstallPromptEvent });
    };
    const onInstalled = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', onBeforeInstall);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstall);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!prompt) return null;
  const close = () => setPrompt(null);
  const install = async () => {
    if (prompt.kind === 'native') await prompt.event.prompt();
    close();
  };
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={{ bottom: { xs: 72 } }}>
      <Alert
        severity="info"
        onClose={close}
        closeText={intl.formatMessage(shellMessages.dismiss)}
        action={
          prompt.kind === 'native' ? (
            <Button color="inherit" size="small" onClick={install}>
              {intl.formatMessage(shellMessages.installAction)}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{intl.formatMessage(shellMessages.installTitle, { name: tenant.shortName })}</AlertTitle>
        {prompt.kind === 'ios' && intl.formatMessage(shellMessages.installIosHint)}
      </Alert>
    </Snackbar>
  );
}
