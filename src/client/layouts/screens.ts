// The screens the shell's route table names (src/client/app/routes.tsx). Both are registered, with their food and
// retail variants, by src/client/features/discovery ('home') and src/client/features/merchant ('merchant-detail').
export const SCREEN_IDS = ['home', 'merchant-detail'] as const;

export type ScreenId = (typeof SCREEN_IDS)[number];
