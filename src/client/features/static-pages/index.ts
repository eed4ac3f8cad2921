// Static pages (seed 000 §2): about, contact, privacy, terms and FAQ, each with its empty state.
import type { FeatureRoute } from '../../lib/feature-route';
import { registerScreen } from '../../layouts/registry';
import { staticPageTitles as m } from './titles';

const documents = () => import(/* webpackChunkName: "static-pages" */ './screens/document-screen');

registerScreen('static-about', { default: () => documents().then((x) => ({ default: x.AboutScreen })) });
registerScreen('static-contact', { default: () => documents().then((x) => ({ default: x.ContactScreen })) });
registerScreen('static-privacy', { default: () => documents().then((x) => ({ default: x.PrivacyScreen })) });
registerScreen('static-term', { default: () => documents().then((x) => ({ default: x.TermScreen })) });
registerScreen('static-faq', { default: () => import(/* webpackChunkName: "static-pages" */ './screens/faq-screen') });

export const routes: FeatureRoute[] = [
  { path: 'aboutUs', screen: 'static-about', handle: { title: m.aboutTitle } },
  { path: 'contact', screen: 'static-contact', handle: { title: m.contactTitle } },
  { path: 'privacy', screen: 'static-privacy', handle: { title: m.privacyTitle } },
  { path: 'term', screen: 'static-term', handle: { title: m.termTitle } },
  { path: 'faq', screen: 'static-faq', handle: { title: m.faqTitle } },
];
