import { sampleConfig } from '../testing/sample-config';
import { PublicConfigError, readPublicConfig } from './read-public-config';

function page(script?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (script !== undefined) {
    const element = doc.createElement('script');
    element.id = 'livery-config';
    element.type = 'application/json';
    element.textContent = script;
    doc.body.append(element);
  }
  return doc;
}

describe('readPublicConfig', () => {
  it('returns the embedded config', () => {
    const config = sampleConfig();
    expect(readPublicConfig(page(JSON.stringify(config)))).toEqual(config);
  });

  it('explains a missing script', () => {
    expect(() => readPublicConfig(page())).toThrow(PublicConfigError);
    expect(() => readPublicConfig(page())).toThrow(/no <script id="livery-config" type="application\/json">/);
  });

  it('explains invalid JSON', () => {
    expect(() => readPublicConfig(page('{"id": '))).toThrow(/<script id="livery-config"> is not valid JSON/);
  });

  it('names a wrong field and what is allowed', () => {
    const bad = { ...sampleConfig(), layout: 'cafe' };
    expect(() => readPublicConfig(page(JSON.stringify(bad)))).toThrow('"layout" is "cafe" (allowed: food, retail)');
    const badLanguage = { ...sampleConfig(), languages: ['en'], defaultLanguage: 'mn' };
    expect(() => readPublicConfig(page(JSON.stringify(badLanguage)))).toThrow(
      '"defaultLanguage" is "mn" (allowed: en)',
    );
    expect(() => readPublicConfig(page('[]'))).toThrow('must hold a JSON object, got []');
    const noTheme = { ...sampleConfig(), theme: undefined };
    expect(() => readPublicConfig(page(JSON.stringify(noTheme)))).toThrow('"theme.palette.primary" is missing');
    const config = sampleConfig();
    const oldBuild = {
      ...config,
      theme: { ...config.theme, palette: { ...config.theme.palette, primaryOnPage: undefined } },
    };
    expect(() => readPublicConfig(page(JSON.stringify(oldBuild)))).toThrow('"theme.palette.primaryOnPage" is missing');
  });
});
