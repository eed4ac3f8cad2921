import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { countryByIpQuery } from '../../../api/countries';
import type { IdentityValues } from '../identity';

/**
 * Starts the phone field on the dial code of the caller's country (by IP; the merchant's default country on a
 * private network). Only while the field is untouched: a remembered identity, a typed number or a dial code the
 * user picked always wins over the lookup, which may answer after the form is shown. Asked through the query
 * client rather than `useQuery`, so the login form's first load carries no query observer (issue 14); the answer
 * is still cached once per app run.
 */
export function useIpDialCode(
  enabled: boolean,
  initialDialCode: string,
  setValues: Dispatch<SetStateAction<IdentityValues>>,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    queryClient
      .fetchQuery(countryByIpQuery())
      .then(({ data: { dial_code: dialCode } }) => {
        if (!current || !dialCode) return;
        setValues((values) =>
          values.phone === '' && values.dialCode === initialDialCode ? { ...values, dialCode } : values,
        );
      })
      // Without the lookup the field keeps the default code.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled, initialDialCode, queryClient, setValues]);
}
