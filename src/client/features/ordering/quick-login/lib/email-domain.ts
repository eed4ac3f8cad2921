/**
 * The e-mail field of quick login (seed 002 §5): the merchant's preferred domains are offered beside the local part;
 * the chosen one is appended, and typing an address with '@' splits it, selecting the preferred domain it names.
 */

/** The merchant's domains as shown and appended, each starting with '@' (the config may list them either way). */
export function preferredDomains(configured: readonly string[]): string[] {
  const domains = configured.map((domain) => domain.trim().toLowerCase()).filter((domain) => domain.replace('@', ''));
  return [...new Set(domains.map((domain) => (domain.startsWith('@') ? domain : `@${domain}`)))];
}

export interface EmailParts {
  /** What the field shows: the part before '@', or the whole typed address when its domain is not a preferred one. */
  local: string;
  /** The selected preferred domain, or null when the field holds the whole address. */
  domain: string | null;
}

/**
 * What a keystroke in the field means: text with '@' naming a preferred domain becomes that domain's local part with
 * the domain selected; any other text is kept as typed, keeping the domain already selected only while it has no '@'.
 */
export function typedEmail(typed: string, current: EmailParts, domains: readonly string[]): EmailParts {
  const at = typed.indexOf('@');
  if (at === -1) return { local: typed, domain: current.domain };
  const named = typed.slice(at).trim().toLowerCase();
  const match = domains.find((domain) => domain === named);
  return match ? { local: typed.slice(0, at), domain: match } : { local: typed, domain: null };
}

/** The address sent: the local part with the chosen domain appended, or the field as typed. */
export function fullEmail(parts: EmailParts): string {
  const local = parts.local.trim();
  return parts.domain && local ? `${local}${parts.domain}` : local;
}
