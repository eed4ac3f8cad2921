// geoip-country ships no types; only lookup is used.
declare module 'geoip-country' {
  interface GeoCountry {
    country: string;
    name: string;
  }
  export function lookup(ip: string | number): GeoCountry | null;
}
