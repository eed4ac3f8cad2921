/**
 * t05's card script (seed 002 §7 "Card payment script for t05": amountInCents, customOrderId, accessToken, loaded from
 * a static file): one <script> whose address carries the three values as query parameters, appended inside the
 * screen's container, where the script draws its card form. Kept apart from the screen so tests replace the network.
 */
export interface T05ScriptParams {
  amountInCents: number;
  customOrderId: string;
  accessToken: string;
}

/** The script's address with the attempt's values (an address that already has a query keeps it). */
export function t05ScriptSource(scriptUrl: string, params: T05ScriptParams): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('amountInCents', String(params.amountInCents));
  url.searchParams.set('customOrderId', params.customOrderId);
  url.searchParams.set('accessToken', params.accessToken);
  return url.toString();
}

/** Loads the script into `container`; resolves once it ran, rejects when it cannot be loaded (blocked, offline). */
export function loadT05Script(container: HTMLElement, scriptUrl: string, params: T05ScriptParams): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = t05ScriptSource(scriptUrl, params);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`t05: the card script ${scriptUrl} did not load`));
    container.appendChild(script);
  });
}
