import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useAddAddress, useAddresses, useRemoveAddress } from '../../../api/account';
import type { AddressInput } from '../../../api/account';
import { accountMessages as m } from '../messages';
import { FormCard } from '../components/form-card';

/** The form keeps every field as text; blank optional ones go to the server as ''. */
type AddressForm = Required<AddressInput>;

const EMPTY: AddressForm = { label: '', street: '', unit: '', city: '', postalCode: '' };
const FIELDS: { key: keyof AddressForm; label: MessageDescriptor; required?: boolean }[] = [
  { key: 'label', label: m.addressLabel, required: true },
  { key: 'street', label: m.addressStreet, required: true },
  { key: 'unit', label: m.addressUnit },
  { key: 'city', label: m.addressCity },
  { key: 'postalCode', label: m.addressPostal },
];

/** /next/my/address: the member's saved addresses, kept on the server; add and remove. */
export default function AddressScreen() {
  const intl = useIntl();
  const addresses = useAddresses();
  const add = useAddAddress();
  const remove = useRemoveAddress();
  const [form, setForm] = useState<AddressForm>(EMPTY);
  const [touched, setTouched] = useState(false);
  const blank = (key: keyof AddressForm) => form[key].trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (FIELDS.some((f) => f.required && blank(f.key))) return;
    add.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setTouched(false);
      },
    });
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {addresses.isPending && <CircularProgress aria-label={intl.formatMessage(m.loading)} />}
      {addresses.isError && <Alert severity="error">{addresses.error.message}</Alert>}
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      {addresses.isSuccess && addresses.data.length === 0 && (
        <Typography color="text.secondary" align="center" data-testid="empty-state">
          {intl.formatMessage(m.noAddresses)}
        </Typography>
      )}
      {addresses.isSuccess && addresses.data.length > 0 && (
        <List sx={{ bgcolor: 'background.paper', borderRadius: 2 }}>
          {addresses.data.map((a) => (
            <ListItem
              key={a._id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={intl.formatMessage(m.addressRemove, { label: a.label })}
                  onClick={() => remove.mutate(a._id)}
                  disabled={remove.isPending}
                >
                  <span aria-hidden="true">✕</span>
                </IconButton>
              }
            >
              <ListItemText
                primary={a.label}
                secondary={[a.street, a.unit, a.city, a.postalCode].filter(Boolean).join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <FormCard onSubmit={submit}>
        <Typography variant="h6" component="h2">
          {intl.formatMessage(m.addAddress)}
        </Typography>
        {add.isError && <Alert severity="error">{add.error.message}</Alert>}
        {FIELDS.map(({ key, label, required }) => {
          const missing = touched && required && blank(key);
          const name = intl.formatMessage(label);
          return (
            <TextInput
              key={key}
              label={name}
              value={form[key]}
              required={required}
              error={missing}
              helperText={missing ? intl.formatMessage(m.requiredField, { field: name }) : undefined}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </FormCard>
    </Box>
  );
}
