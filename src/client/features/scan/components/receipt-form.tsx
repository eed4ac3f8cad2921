import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { RULE_MESSAGES } from '../../../../shared/rules/messages';
import { validateReceiptForm, type ReceiptFormErrors } from '../../../../shared/rules/receipt-form';
import { scanMessages as m } from '../messages';

const RULE_TEXT: Record<string, MessageDescriptor> = {
  [RULE_MESSAGES.fillReceiptInfo]: m.fillReceiptInfo,
  [RULE_MESSAGES.receiptNumberRequired]: m.receiptNumberRequired,
  [RULE_MESSAGES.referenceIdRequired]: m.referenceIdRequired,
};

/** Manual receipt entry (seed 000 §5): receipt number and reference id, both required, checked by the shared rule. */
export function ReceiptForm({
  busy,
  disabled,
  onSubmit,
}: {
  busy: boolean;
  disabled?: boolean;
  onSubmit: (values: { receiptNumber: string; referenceId: string }) => void;
}) {
  const intl = useIntl();
  const [receiptNumber, setReceiptNumber] = useState('');
  const [referenceId, setReferenceId] = useState('');
  const [errors, setErrors] = useState<ReceiptFormErrors>({});
  const text = (rule?: string) => (rule ? intl.formatMessage(RULE_TEXT[rule] ?? m.claimError) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReceiptForm({ receiptNumber, referenceId });
    setErrors(found ?? {});
    if (!found) onSubmit({ receiptNumber: receiptNumber.trim(), referenceId: referenceId.trim() });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="receipt-form-heading">
      <Typography id="receipt-form-heading" component="h2" variant="h6">
        {intl.formatMessage(m.manualHeading)}
      </Typography>
      {errors.form && (
        <Alert severity="warning" role="alert">
          {text(errors.form)}
        </Alert>
      )}
      <TextInput
        label={intl.formatMessage(m.receiptNumber)}
        name="receiptNumber"
        value={receiptNumber}
        onChange={(e) => setReceiptNumber(e.target.value)}
        error={Boolean(errors.receiptNumber)}
        helperText={text(errors.receiptNumber)}
        autoComplete="off"
        fullWidth
      />
      <TextInput
        label={intl.formatMessage(m.referenceId)}
        name="referenceId"
        value={referenceId}
        onChange={(e) => setReferenceId(e.target.value)}
        error={Boolean(errors.referenceId)}
        helperText={text(errors.referenceId)}
        autoComplete="off"
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || disabled}>
        {intl.formatMessage(m.claim)}
      </Button>
    </Stack>
  );
}
