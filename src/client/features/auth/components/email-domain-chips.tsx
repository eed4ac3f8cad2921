import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface EmailDomainChipsProps {
  /** Named group of the chips, for assistive technology. */
  label: string;
  domains: readonly string[];
  email: string;
  onChange: (email: string) => void;
  disabled?: boolean;
}

/**
 * The tenant's preferred e-mail domains as one-tap completions of the typed name. Only the e-mail channel shows
 * them, so IdentityFields loads this (and MUI's Chip) when that channel is chosen.
 */
export default function EmailDomainChips({ label, domains, email, onChange, disabled }: EmailDomainChipsProps) {
  const local = email.split('@')[0];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={label}>
      {domains.map((domain) => (
        <Chip
          key={domain}
          label={domain}
          size="small"
          variant={email.endsWith(domain) ? 'filled' : 'outlined'}
          disabled={disabled || !local}
          onClick={() => onChange(`${local}${domain}`)}
        />
      ))}
    </Stack>
  );
}
