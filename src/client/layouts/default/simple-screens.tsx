// Default variants of the screens that issue 4 (seed 000) fills in: each already shows the merchant and what the
// screen is for, so every route of the shell renders something true.
import { screenMessages as m } from '../messages';
import { IntroScreen } from './intro-screen';

export function FeedScreen() {
  return <IntroScreen title={m.feedTitle} lead={m.feedLead} />;
}

export function NearMeScreen() {
  return <IntroScreen title={m.nearMeTitle} lead={m.nearMeLead} />;
}

export function MyRewardsScreen() {
  return <IntroScreen title={m.myRewardsTitle} lead={m.myRewardsLead} />;
}

export function ScanScreen() {
  return <IntroScreen title={m.scanTitle} lead={m.scanLead} />;
}

export function ProfileScreen() {
  return <IntroScreen title={m.profileTitle} lead={m.profileLead} />;
}

export function NotificationsScreen() {
  return <IntroScreen title={m.notificationsTitle} lead={m.notificationsLead} />;
}

export function LoginScreen() {
  return <IntroScreen title={m.loginTitle} lead={m.loginLead} />;
}
