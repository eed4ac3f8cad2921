import { LANGUAGE_VALUES, LAYOUT_VALUES, PUBLIC_CONFIG_ELEMENT_ID } from '../../shared/tenant';
import type { PublicTenantConfig } from '../../shared/tenant';

/** The page carries no usable tenant config: the shell shows this message instead of a broken app. */
export class PublicConfigError extends Error {
  override name = 'PublicConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the fields the shell cannot start without. The pipeline validated the full config at build time; this
 * guards against a hand-edited or truncated index.html, naming what is wrong and what is allowed.
 */
function checkShape(value: unknown): asserts value is PublicTenantConfig {
  const where = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}">`;
  if (!isRecord(value)) throw new PublicConfigError(`${where} must hold a JSON object, got ${JSON.stringify(value)}`);
  for (const key of ['id', 'name', 'subdomain'] as const) {
    if (typeof value[key] !== 'string' || value[key] === '')
      throw new PublicConfigError(`${where}: "${key}" must be a non-empty string`);
  }
  if (!LAYOUT_VALUES.includes(value.layout as never))
    throw new PublicConfigError(
      `${where}: "layout" is ${JSON.stringify(value.layout)} (allowed: ${LAYOUT_VALUES.join(', ')})`,
    );
  const languages = value.languages;
  if (!Array.isArray(languages) || languages.length === 0 || languages.some((l) => !LANGUAGE_VALUES.includes(l)))
    throw new PublicConfigError(
      `${where}: "languages" is ${JSON.stringify(languages)} (allowed: a non-empty list of ${LANGUAGE_VALUES.join(', ')})`,
    );
  if (!languages.includes(value.defaultLanguage))
    throw new PublicConfigError(
      `${where}: "defaultLanguage" is ${JSON.stringify(value.defaultLanguage)} (allowed: ${languages.join(', ')})`,
    );
  const palette = isRecord(value.theme) && isRecord(value.theme.palette) ? value.theme.palette : {};
  // A folder built before the theme had a field lacks it: say so instead of failing inside MUI.
  for (const entry of ['primary', 'primaryOnPage'])
    if (!isRecord(palette[entry]))
      throw new PublicConfigError(
        `${where}: "theme.palette.${entry}" is missing (rebuild the tenant with npm run build)`,
      );
}

/** Reads and checks the tenant's public config that the pipeline embedded in index.html. Throws PublicConfigError. */
export function readPublicConfig(doc: Document = document): PublicTenantConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element)
    throw new PublicConfigError(
      `This page has no <script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json"> with the tenant config. ` +
        'Serve a tenant folder built by npm run build (dist/<tenant>/index.html), not the bare app bundle.',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new PublicConfigError(
      `<script id="${PUBLIC_CONFIG_ELEMENT_ID}"> is not valid JSON: ${(error as Error).message}`,
    );
  }
  checkShape(parsed);
  return parsed;
}
