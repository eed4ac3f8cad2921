import { useCallback, useEffect, useRef, useState } from 'react';
import { isFromRegister, readSaleData, registerWindow, type RegisterSale } from './register-protocol';

/**
 * The page's line to the register (lib/register-protocol.ts): the register window (opener or parent), the sales
 * it sends — only messages from that window on `origin` are read — and `post`, which sends to that window with
 * targetOrigin `origin`, never '*'.
 */
export function useRegisterChannel(origin: string, onSale: (sale: RegisterSale) => void) {
  const [register] = useState(() => registerWindow(window));
  const latest = useRef(onSale);
  latest.current = onSale;
  useEffect(() => {
    if (!register) return undefined;
    const listen = (event: MessageEvent) => {
      if (!isFromRegister(event, origin, register)) return;
      const sale = readSaleData(event.data);
      if (sale) latest.current(sale);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, register]);
  const post = useCallback((message: object) => register?.postMessage(message, origin), [register, origin]);
  return { register, post };
}
