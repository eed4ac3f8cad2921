import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { missingProfileFields } from '../../../../shared/rules';
import type { ProfileField } from '../../../../shared/rules';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useProfile, useUpdateProfile } from '../../../api/profile';
import type { AuthUser, Contact } from '../../../api/profile';
import { accountMessages as m } from '../messages';
import { FormCard } from '../components/form-card';

const FIELD_LABEL: Record<ProfileField, MessageDescriptor> = {
  firstname: m.fieldFirstname,
  lastname: m.fieldLastname,
  birthday: m.fieldBirthday,
  verifiedContact: m.fieldVerifiedContact,
};

function ContactRow({ kind, user }: { kind: Contact['kind']; user: AuthUser }) {
  const intl = useIntl();
  const value = kind === 'phone' ? user.phone : user.email;
  const verified = kind === 'phone' ? user.isPhoneVerified : user.isEmailVerified;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }} data-testid={`contact-${kind}`}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(kind === 'phone' ? m.fieldPhone : m.fieldEmail)}
        </Typography>
        <Typography>{value ?? '—'}</Typography>
      </Box>
      {value && (
        <Chip
          size="small"
          color={verified ? 'success' : 'default'}
          label={intl.formatMessage(verified ? m.verified : m.notVerified)}
        />
      )}
      {value && !verified && (
        <Button size="small" component={Link} to={`/profile/otp/${kind}`}>
          {intl.formatMessage(m.verify)}
        </Button>
      )}
    </Box>
  );
}

/** /profile_detail: names and birthday, phone and e-mail with their verification, and what the profile still lacks. */
export default function ProfileDetailScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [form, setForm] = useState({ firstname: '', lastname: '', birthday: '' });
  useEffect(() => {
    if (profile.data)
      setForm({
        firstname: profile.data.firstname ?? '',
        lastname: profile.data.lastname ?? '',
        birthday: profile.data.birthday?.slice(0, 10) ?? '',
      });
  }, [profile.data]);

  if (profile.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={intl.formatMessage(m.loading)} />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  const missing = missingProfileFields(profile.data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        ...(form.birthday && { birthday: form.birthday }),
      },
      { onSuccess: () => dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.saved) })) },
    );
  };
  const field = (key: 'firstname' | 'lastname', label: MessageDescriptor) => (
    <TextInput
      label={intl.formatMessage(label)}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      slotProps={{ htmlInput: { maxLength: 60 } }}
    />
  );

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {missing.length > 0 && (
        <Alert severity="warning" data-testid="incomplete-warning">
          <strong>{intl.formatMessage(m.incomplete)}</strong>
          <br />
          {intl.formatMessage(m.missingFields, {
            fields: intl.formatList(missing.map((f) => intl.formatMessage(FIELD_LABEL[f]))),
          })}
        </Alert>
      )}
      <FormCard onSubmit={submit}>
        {update.isError && <Alert severity="error">{update.error.message}</Alert>}
        {field('firstname', m.fieldFirstname)}
        {field('lastname', m.fieldLastname)}
        <TextInput
          type="date"
          label={intl.formatMessage(m.fieldBirthday)}
          value={form.birthday}
          onChange={(e) => setForm({ ...form, birthday: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </FormCard>
      <Paper elevation={0} sx={{ px: 2, py: 1, borderRadius: 2 }}>
        <ContactRow kind="phone" user={profile.data} />
        <ContactRow kind="email" user={profile.data} />
      </Paper>
    </Box>
  );
}
