import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import { useIntl } from 'react-intl';
import { SCANNER_DELAY_MS } from '../../../../shared/constants/receipts';
import { scanMessages as m } from '../messages';

type CameraState = 'starting' | 'scanning' | 'noCamera' | 'denied';

/** Why the camera did not open: no device at all, or access refused (by the visitor or the browser's policy). */
function cameraProblem(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * The camera preview and decoder: only QR and PDF417 are looked for (seed 000 §5), one attempt every 500 ms and
 * the same pause after a read (§9), so a code held in front of the camera is not claimed many times over. The
 * camera stops when the screen goes away. `onRead` gets the text and the format's BarcodeFormat name.
 */
export function CameraScanner({
  onRead,
  label,
}: {
  onRead: (text: string, format: string) => void;
  /** Accessible name of the preview; the receipt scanner's by default. */
  label?: string;
}) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef(onRead);
  useEffect(() => {
    latest.current = onRead;
  }, [onRead]);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let cancelled = false;
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.PDF_417]],
    ]);
    const reader = new BrowserMultiFormatReader(hints, {
      delayBetweenScanAttempts: SCANNER_DELAY_MS,
      delayBetweenScanSuccess: SCANNER_DELAY_MS,
    });
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error('no media devices'), { name: 'NotFoundError' });
        const devices = await BrowserMultiFormatReader.listVideoInputDevices();
        if (devices.length === 0) throw Object.assign(new Error('no camera'), { name: 'NotFoundError' });
        const started = await reader.decodeFromVideoDevice(undefined, video.current ?? undefined, (result) => {
          if (result) latest.current(result.getText(), BarcodeFormat[result.getBarcodeFormat()]);
        });
        if (cancelled) started.stop();
        else {
          controls = started;
          setState('scanning');
        }
      } catch (error) {
        if (!cancelled) setState(cameraProblem(error));
      }
    })();
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, []);

  const problem = state === 'noCamera' ? m.noCamera : state === 'denied' ? m.cameraDenied : null;
  return (
    <Box>
      {problem ? (
        <Alert severity="warning" data-testid="camera-problem">
          {intl.formatMessage(problem)}
        </Alert>
      ) : (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '1 / 1',
            maxHeight: 360,
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'grey.900',
          }}
        >
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label={label ?? intl.formatMessage(m.cameraLabel)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {/* The aiming frame: where to hold the code. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '15%',
              border: '3px solid rgba(255,255,255,0.85)',
              borderRadius: 2,
              boxShadow: '0 0 0 999px rgba(0,0,0,0.25)',
            }}
          />
          {state === 'starting' && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'center',
                color: 'common.white',
              }}
            >
              <CircularProgress color="inherit" size={28} aria-hidden />
              <Typography variant="body2">{intl.formatMessage(m.starting)}</Typography>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
