import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import type { OutletResult } from '../lib/outlet-results';

interface NearMapProps {
  apiKey: string;
  centre: { latitude: number; longitude: number };
  rangeKm: number;
  results: OutletResult[];
  youLabel: string;
  onSelect: (result: OutletResult) => void;
  /** The script did not load (network, bad key): the page falls back to its list. */
  onFail: () => void;
}

/** The little of the Maps JavaScript API used here (no @types/google.maps dependency for one circle). */
interface MapsCircle {
  setMap(map: unknown): void;
}
interface MapsApi {
  map: unknown;
  maps: { Circle: new (options: Record<string, unknown>) => MapsCircle };
}

/** How long the Maps script may take before the page gives up and says 'Could not load map'. */
const LOAD_TIMEOUT_MS = 10_000;

function Pin({
  colour,
  label,
  onClick,
}: {
  lat: number;
  lng: number;
  colour: string;
  label: string;
  onClick?: () => void;
}) {
  return (
    <Box
      component={onClick ? 'button' : 'span'}
      type={onClick ? 'button' : undefined}
      onClick={onClick}
      aria-label={label}
      title={label}
      sx={{
        display: 'block',
        width: 22,
        height: 22,
        p: 0,
        border: '3px solid #fff',
        borderRadius: '50%',
        bgcolor: colour,
        boxShadow: 2,
        transform: 'translate(-50%, -50%)',
        cursor: onClick ? 'pointer' : 'default',
      }}
    />
  );
}

/**
 * The google-map-react map: the user's pin, a marker per outlet and the search radius as a circle. Rendered only
 * when the tenant has a maps key (see ../lib/maps-key.ts).
 */
export default function NearMap({ apiKey, centre, rangeKm, results, youLabel, onSelect, onFail }: NearMapProps) {
  const [api, setApi] = useState<MapsApi | null>(null);
  const circle = useRef<MapsCircle | null>(null);
  useEffect(() => {
    if (api) return undefined;
    const timer = window.setTimeout(onFail, LOAD_TIMEOUT_MS);
    // Google calls this global when the key is rejected.
    (window as { gm_authFailure?: () => void }).gm_authFailure = onFail;
    return () => window.clearTimeout(timer);
  }, [api, onFail]);
  useEffect(() => {
    if (!api) return;
    circle.current?.setMap(null);
    circle.current = new api.maps.Circle({
      map: api.map,
      center: { lat: centre.latitude, lng: centre.longitude },
      radius: rangeKm * 1000,
      strokeOpacity: 0.6,
      strokeWeight: 1,
      fillOpacity: 0.08,
    });
  }, [api, centre.latitude, centre.longitude, rangeKm]);
  // Zoom so the circle fits a phone screen: about 14 at 1 km, 11.7 at 5 km.
  const zoom = Math.max(3, Math.min(17, Math.round(14 - Math.log2(rangeKm))));
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={{ lat: centre.latitude, lng: centre.longitude }}
        zoom={zoom}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map, maps }: MapsApi) => setApi({ map, maps })}
      >
        <Pin lat={centre.latitude} lng={centre.longitude} colour="#1976d2" label={youLabel} />
        {results.map((result) => (
          <Pin
            key={result.outlet._id}
            lat={result.outlet.contact.location.latitude}
            lng={result.outlet.contact.location.longitude}
            colour={result.merchant.color}
            label={result.outlet.name}
            onClick={() => onSelect(result)}
          />
        ))}
      </GoogleMapReact>
    </Box>
  );
}
