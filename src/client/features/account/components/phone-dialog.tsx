import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextInput } from '../../../components/text-input';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { normalizePhone } from '../../../../shared/auth/identity';
import { useRequestVerification } from '../../../api/profile';
import { accountMessages as m } from '../messages';
import { FormDialog } from './form-dialog';

/** Change mobile number popup: sends a code to the new number, then /change_phone takes the code. */
export function PhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const send = useRequestVerification();
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const normalised = normalizePhone(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!normalised) return;
    send.mutate(
      { kind: 'phone', value: normalised },
      {
        onSuccess: ({ data: { expiresIn } }) => {
          onClose();
          void navigate(`/change_phone?phone=${encodeURIComponent(normalised)}&expiresIn=${expiresIn}`);
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onCancel={onClose}
      onSubmit={submit}
      titleId="phone-title"
      title={intl.formatMessage(m.changePhone)}
      submitLabel={intl.formatMessage(m.sendCode)}
      pending={send.isPending}
      error={send.error?.message}
    >
      <TextInput
        type="tel"
        label={intl.formatMessage(m.newPhone)}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        error={touched && !normalised}
        helperText={intl.formatMessage(touched && !normalised ? m.phoneInvalid : m.phoneHint)}
        required
      />
    </FormDialog>
  );
}
