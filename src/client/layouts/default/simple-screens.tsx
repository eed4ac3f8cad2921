// The QR tab's screen until the scan feature registers its own route for /next/qr.
import { screenMessages as m } from '../messages';
import { IntroScreen } from './intro-screen';

export default function ScanScreen() {
  return <IntroScreen title={m.scanTitle} lead={m.scanLead} />;
}
