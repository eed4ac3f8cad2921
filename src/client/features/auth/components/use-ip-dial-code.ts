import { useEffect } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useCountryByIp } from '../../../api/countries';
import type { IdentityValues } from '../identity';

/**
 * Starts the phone field on the dial code of the caller's country (by IP; the merchant's default country on a
 * private network). Only while the field is untouched: a remembered identity, a typed number or a dial code the
 * user picked always wins over the lookup, which may answer after the form is shown.
 */
export function useIpDialCode(
  enabled: boolean,
  initialDialCode: string,
  setValues: Dispatch<SetStateAction<IdentityValues>>,
) {
  const country = useCountryByIp();
  const dialCode = enabled ? country.data?.dial_code : undefined;
  useEffect(() => {
    if (!dialCode) return;
    setValues((values) =>
      values.phone === '' && values.dialCode === initialDialCode ? { ...values, dialCode } : values,
    );
  }, [dialCode, initialDialCode, setValues]);
}
