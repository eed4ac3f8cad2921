/** A tiny flag parser for the CLI scripts: `--name value`, `--name=value`, repeatable flags and positionals. */
export type FlagKind = 'string' | 'strings' | 'boolean';

type Parsed<S extends Record<string, FlagKind>> = {
  [K in keyof S]?: S[K] extends 'strings' ? string[] : S[K] extends 'boolean' ? boolean : string;
} & { _: string[] };

export class UsageError extends Error {}

export function parseArgs<S extends Record<string, FlagKind>>(argv: string[], spec: S): Parsed<S> {
  const out: Record<string, unknown> = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      (out._ as string[]).push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const kind = spec[name];
    if (!kind)
      throw new UsageError(
        `unknown option --${name} (allowed: ${Object.keys(spec)
          .map((k) => `--${k}`)
          .join(', ')})`,
      );
    if (kind === 'boolean') {
      out[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new UsageError(`option --${name} needs a value`);
    if (kind === 'strings') out[name] = [...((out[name] as string[] | undefined) ?? []), value];
    else out[name] = value;
  }
  return out as Parsed<S>;
}
