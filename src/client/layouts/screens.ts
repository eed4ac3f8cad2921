// The screens the shell's route table names (src/client/app/routes.tsx). 'home' and 'merchant-detail' are registered,
// with their food and retail variants, by src/client/features/discovery and src/client/features/merchant.
import { registerScreen } from './registry';

export const SCREEN_IDS = ['home', 'merchant-detail', 'qr-scan'] as const;

export type ScreenId = (typeof SCREEN_IDS)[number];

registerScreen('qr-scan', {
  default: () => import(/* webpackChunkName: "screens-default" */ './default/simple-screens'),
});
