import { RULE_MESSAGES } from './messages';

export interface ReceiptForm {
  receiptNumber?: string | null;
  referenceId?: string | null;
}

export interface ReceiptFormErrors {
  /** 'Please fill receipt info' when nothing at all was entered or scanned. */
  form?: string;
  receiptNumber?: string;
  referenceId?: string;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Receipt claim form (section 5): receipt number required ('Please_input_number'), reference id required
 * ('Please input reference id'); an empty scan, where neither came, gives 'Please fill receipt info'.
 * Returns null when both are present.
 */
export function validateReceiptForm(form: ReceiptForm): ReceiptFormErrors | null {
  const noNumber = blank(form.receiptNumber);
  const noReference = blank(form.referenceId);
  if (noNumber && noReference) return { form: RULE_MESSAGES.fillReceiptInfo };
  const errors: ReceiptFormErrors = {};
  if (noNumber) errors.receiptNumber = RULE_MESSAGES.receiptNumberRequired;
  if (noReference) errors.referenceId = RULE_MESSAGES.referenceIdRequired;
  return noNumber || noReference ? errors : null;
}
