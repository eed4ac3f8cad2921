// Adyen Web with its stylesheet: one lazy chunk, loaded by the drop-in screen only. The stylesheet is emitted as a
// file (webpack asset) and linked once.
import adyenStylesUrl from '@adyen/adyen-web/styles/adyen.css';

export { AdyenCheckout, Dropin } from '@adyen/adyen-web';

export function loadAdyenStyles(): void {
  if (document.querySelector(`link[href="${adyenStylesUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = adyenStylesUrl;
  document.head.append(link);
}
