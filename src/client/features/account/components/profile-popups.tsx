import type { ProfileScreenModel } from '../use-profile-screen';
import { DietarySheet } from './dietary-sheet';
import { LogoutDialog } from './logout-dialog';
import { MembershipPanel } from './membership-panel';
import { PasswordDialog } from './password-dialog';
import { PhoneDialog } from './phone-dialog';

/** Every popup of the profile (seed 000 §4: hidden, phone, password, logout, membership; plus the dietary sheet). */
export function ProfilePopups({ model }: { model: ProfileScreenModel }) {
  return (
    <>
      <PhoneDialog open={model.popup === 'phone'} onClose={model.closePopup} />
      <PasswordDialog
        open={model.popup === 'password'}
        forced={model.forcedPassword}
        hasPassword={Boolean(model.user?.hasPassword)}
        onClose={model.closePopup}
      />
      <LogoutDialog open={model.popup === 'logout'} onClose={model.closePopup} />
      <DietarySheet open={model.popup === 'dietary'} onClose={model.closePopup} />
      <MembershipPanel membership={model.membershipShown} onClose={() => model.showMembership(null)} />
    </>
  );
}
