/**
 * The delivery address form (seed 002 §5 'Delivery form'): required name, phone, e-mail (valid), a searched location,
 * unit no and postal code; street, building and additional information optional. Its values become the cart's
 * DeliveryLocation; the locations used are kept on the device as the sheet's saved addresses.
 */
import type { MessageDescriptor } from 'react-intl';
import type { AddressSuggestion } from '../../../../../shared/api/ordering-cart';
import { normalizeEmail } from '../../../../../shared/auth/identity';
import type { DeliveryLocation } from '../../../../api/ordering-cart';
import { checkoutMessages as m } from '../checkout-messages';

type Suggestion = typeof AddressSuggestion.static;

export interface DeliveryForm {
  name: string;
  phone: string;
  email: string;
  /** The chosen search result (address and coordinates), null until one is picked. */
  place: Suggestion | null;
  unitNo: string;
  postalCode: string;
  street1: string;
  buildingName: string;
  information: string;
}

export type DeliveryFormErrors = Partial<
  Record<'name' | 'phone' | 'email' | 'place' | 'unitNo' | 'postalCode', MessageDescriptor>
>;

export function deliveryFormErrors(form: DeliveryForm): DeliveryFormErrors {
  const errors: DeliveryFormErrors = {};
  if (!form.name.trim()) errors.name = m.nameRequired;
  if (!form.phone.trim()) errors.phone = m.phoneRequired;
  if (!form.email.trim()) errors.email = m.emailRequired;
  else if (!normalizeEmail(form.email)) errors.email = m.emailInvalid;
  if (!form.place) errors.place = m.locationRequired;
  if (!form.unitNo.trim()) errors.unitNo = m.unitRequired;
  if (!form.postalCode.trim()) errors.postalCode = m.postalRequired;
  return errors;
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The cart's delivery location of a valid form. */
export function locationOf(form: DeliveryForm & { place: Suggestion }): DeliveryLocation {
  const location: DeliveryLocation = {
    name: form.name.trim(),
    phone: form.phone.trim(),
    email: normalizeEmail(form.email) ?? form.email.trim(),
    address: form.place.address,
    unitNo: form.unitNo.trim(),
    postalCode: form.postalCode.trim(),
    coordinates: form.place.coordinates,
  };
  const extras = {
    street1: optional(form.street1),
    buildingName: optional(form.buildingName),
    information: optional(form.information),
    city: form.place.city ?? undefined,
    country: form.place.country?.length === 2 ? form.place.country : undefined,
  };
  for (const [key, value] of Object.entries(extras)) if (value !== undefined) Object.assign(location, { [key]: value });
  return location;
}

/** A form filled from a saved (or the cart's) location. */
export function formOf(location: DeliveryLocation): DeliveryForm {
  return {
    name: location.name,
    phone: location.phone,
    email: location.email,
    place: {
      address: location.address,
      buildingName: location.buildingName ?? null,
      blockNo: null,
      street1: location.street1 ?? null,
      postalCode: location.postalCode,
      city: location.city ?? null,
      country: location.country ?? null,
      coordinates: location.coordinates,
    },
    unitNo: location.unitNo,
    postalCode: location.postalCode,
    street1: location.street1 ?? '',
    buildingName: location.buildingName ?? '',
    information: location.information ?? '',
  };
}

export const emptyDeliveryForm = (email = ''): DeliveryForm => ({
  name: '',
  phone: '',
  email,
  place: null,
  unitNo: '',
  postalCode: '',
  street1: '',
  buildingName: '',
  information: '',
});

/** Update email is offered only when the delivery e-mail differs from the account's (seed 002 §5). */
export function canUpdateAccountEmail(formEmail: string, accountEmail: string | null | undefined): boolean {
  const typed = normalizeEmail(formEmail);
  return typed !== null && typed !== (accountEmail ? normalizeEmail(accountEmail) : null);
}

const SAVED_KEY = 'livery:order:deliveryLocations';
const SAVED_MAX = 5;

/** Locations this device delivered to, newest first (the sheet's saved addresses). */
export function savedLocations(storage: Pick<Storage, 'getItem'>): DeliveryLocation[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SAVED_KEY) ?? '[]');
    return Array.isArray(value)
      ? (value as DeliveryLocation[]).filter((entry) => typeof entry?.address === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberLocation(storage: Pick<Storage, 'getItem' | 'setItem'>, location: DeliveryLocation): void {
  const others = savedLocations(storage).filter(
    (entry) => entry.address !== location.address || entry.unitNo !== location.unitNo,
  );
  storage.setItem(SAVED_KEY, JSON.stringify([location, ...others].slice(0, SAVED_MAX)));
}
