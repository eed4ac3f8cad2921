import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/constants/ordering';
import {
  useAddressSearch,
  useSetCartOrderMode,
  useUpdateAccountEmail,
  type Cart,
  type DeliveryLocation,
} from '../../../../api/ordering-cart';
import { useProfile } from '../../../../api/profile';
import { pageStorage } from '../../../../lib/page-storage';
import { useDebounced } from '../../../../lib/use-debounced';
import { deliverModalClosed } from '../../../../state/ordering-slice';
import { useAppDispatch, useAppSelector } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { searchAfterModeChange } from '../../lib/flow-params';
import { isAddressRefusal } from '../lib/address-refusal';
import {
  canUpdateAccountEmail,
  deliveryFormErrors,
  emptyDeliveryForm,
  formOf,
  locationOf,
  rememberLocation,
  savedLocations,
  type DeliveryForm,
  type DeliveryFormErrors,
} from '../lib/delivery-form';
import { checkoutMessages as m } from '../checkout-messages';
import { cartMessages } from '../messages';

/**
 * The delivery address bottom sheet (seed 002 §2, §4, §5): opens on the cart's deliver-modal flag (set by the mode
 * switcher, a 412 answer or the cart's address button); saved addresses of this device fill the form; the location
 * comes from the address search; saving sets the cart to delivery at that address, clears the flag and, when ticked,
 * makes the delivery e-mail the account's. A 412 answer (too far) keeps the sheet open with 'Please fill address'.
 */
export function DeliveryAddressSheet({ cart }: { cart: Cart }) {
  const open = useAppSelector((state) => state.ordering.deliverModalOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(deliverModalClosed());
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          // The paper is the sheet's dialog: its name is the form's title.
          'aria-labelledby': titleId,
          sx: { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16, maxWidth: 640, mx: 'auto' },
        },
      }}
    >
      {open && <DeliveryAddressForm cart={cart} titleId={titleId} onDone={close} />}
    </Drawer>
  );
}

function DeliveryAddressForm({ cart, titleId, onDone }: { cart: Cart; titleId: string; onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const isMember = useAppSelector((state) => state.session.role === 'member');
  const profile = useProfile(isMember);
  const accountEmail = profile.data?.email ?? null;
  const [saved] = useState(() => savedLocations(pageStorage()));
  const [form, setForm] = useState<DeliveryForm>(() =>
    cart.delivery ? formOf(cart.delivery.location) : saved[0] ? formOf(saved[0]) : emptyDeliveryForm(),
  );
  const [errors, setErrors] = useState<DeliveryFormErrors>({});
  const [updateEmail, setUpdateEmail] = useState(false);
  const [query, setQuery] = useState('');
  const suggestions = useAddressSearch(useDebounced(query, SEARCH_DEBOUNCE_MS));
  useEffect(() => {
    if (!form.email && accountEmail) setForm((current) => ({ ...current, email: accountEmail }));
  }, [accountEmail, form.email]);

  const emailUpdate = useUpdateAccountEmail({
    onError: (error) => dispatch(toastShown({ type: 'info', message: error.message })),
  });
  const setMode = useSetCartOrderMode(cart.outlet, {
    onError: (error) =>
      dispatch(
        toastShown({
          type: isAddressRefusal(error) ? 'error' : 'info',
          message: isAddressRefusal(error) ? intl.formatMessage(cartMessages.fillAddress) : error.message,
        }),
      ),
  });

  const change = <K extends keyof DeliveryForm>(key: K, value: DeliveryForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const emailChangeable = isMember && canUpdateAccountEmail(form.email, accountEmail);

  const save = () => {
    const found = deliveryFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || !form.place) return;
    const location: DeliveryLocation = locationOf({ ...form, place: form.place });
    setMode.mutate(
      { orderMode: 'delivery', location, tableNumber: null },
      {
        onSuccess: () => {
          rememberLocation(pageStorage(), location);
          if (updateEmail && emailChangeable) emailUpdate.mutate(location.email);
          void navigate({ search: searchAfterModeChange(search, 'delivery') }, { replace: true });
          onDone();
        },
      },
    );
  };

  const field = (key: 'name' | 'phone' | 'email' | 'unitNo' | 'postalCode', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      required
      value={form[key]}
      onChange={(event) => change(key, event.target.value)}
      error={errors[key] !== undefined}
      helperText={errors[key] ? intl.formatMessage(errors[key]) : undefined}
      size="small"
      fullWidth
    />
  );
  const optionalField = (key: 'street1' | 'buildingName' | 'information', label: string) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(event) => change(key, event.target.value)}
      size="small"
      fullWidth
    />
  );

  return (
    <Stack
      spacing={2}
      sx={{ p: 2, overflowY: 'auto' }}
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.deliveryTitle)}
      </Typography>
      {saved.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{intl.formatMessage(m.savedAddresses)}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {saved.map((location) => (
              <Chip
                key={`${location.address}|${location.unitNo}`}
                label={`${location.address}, ${location.unitNo}`}
                onClick={() => {
                  setForm(formOf(location));
                  setErrors({});
                }}
                variant="outlined"
              />
            ))}
          </Stack>
        </Stack>
      )}
      {field('name', intl.formatMessage(m.name))}
      {field('phone', intl.formatMessage(m.phone), 'tel')}
      {field('email', intl.formatMessage(m.email), 'email')}
      <FormControlLabel
        disabled={!emailChangeable}
        control={
          <Checkbox
            checked={updateEmail && emailChangeable}
            onChange={(event) => setUpdateEmail(event.target.checked)}
          />
        }
        label={intl.formatMessage(m.updateEmail)}
      />
      <Autocomplete
        options={suggestions.data ?? []}
        value={form.place}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.address}
        isOptionEqualToValue={(option, value) => option.address === value.address}
        noOptionsText={intl.formatMessage(m.noAddressFound)}
        loading={suggestions.isFetching}
        onInputChange={(_event, text) => setQuery(text)}
        onChange={(_event, place) => {
          change('place', place);
          if (place?.postalCode && !form.postalCode) change('postalCode', place.postalCode);
          if (place?.street1 && !form.street1) change('street1', place.street1);
          if (place?.buildingName && !form.buildingName) change('buildingName', place.buildingName);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={intl.formatMessage(m.searchLocation)}
            required
            size="small"
            error={errors.place !== undefined}
            helperText={errors.place ? intl.formatMessage(errors.place) : undefined}
          />
        )}
      />
      {field('unitNo', intl.formatMessage(m.unitNo))}
      {field('postalCode', intl.formatMessage(m.postalCode))}
      {optionalField('street1', intl.formatMessage(m.street1))}
      {optionalField('buildingName', intl.formatMessage(m.buildingName))}
      {optionalField('information', intl.formatMessage(m.information))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" variant="contained" disabled={setMode.isPending}>
          {intl.formatMessage(m.saveAddress)}
        </Button>
      </Stack>
    </Stack>
  );
}
