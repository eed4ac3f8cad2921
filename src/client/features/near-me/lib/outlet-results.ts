import type { NearMerchant, NearOutlet } from '../../../api/merchants';

/** An outlet with the merchant it belongs to: one card, one marker. */
export interface OutletResult {
  outlet: NearOutlet;
  merchant: NearMerchant;
}

/**
 * One result per outlet in range (a merchant with three outlets nearby gives three cards and markers), nearest
 * first; `merchantId` narrows to one merchant (/nearme/{merchant_id}).
 */
export function outletResults(merchants: readonly NearMerchant[], merchantId?: string): OutletResult[] {
  return merchants
    .filter((merchant) => !merchantId || merchant._id === merchantId)
    .flatMap((merchant) => merchant.outlets.map((outlet) => ({ outlet, merchant })))
    .sort((a, b) => a.outlet.distance - b.outlet.distance || a.outlet._id.localeCompare(b.outlet._id));
}

/** Google Maps directions to a point (opens the maps app on phones). */
export function mapsLink(location: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`;
}

/** A tel: link with only the characters a dialer accepts. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
