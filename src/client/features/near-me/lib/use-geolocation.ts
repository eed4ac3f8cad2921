import { useCallback, useEffect, useState } from 'react';

export type GeoState =
  { status: 'locating' } | { status: 'ready'; latitude: number; longitude: number } | { status: 'unavailable' };

/**
 * The browser's position, asked once on mount and again on `refresh` (the my-location button). Denied permission,
 * a timeout or a browser without geolocation all end as 'unavailable' (seed 000 §8: 'Enable your location…').
 */
export function useGeolocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  const [state, setState] = useState<GeoState>({ status: 'locating' });
  const refresh = useCallback(() => {
    if (!geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'locating' }));
    geolocation.getCurrentPosition(
      (position) =>
        setState({ status: 'ready', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setState({ status: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [geolocation]);
  useEffect(refresh, [refresh]);
  return { state, refresh };
}
