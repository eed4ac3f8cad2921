import { GUEST_DISCOUNT_PROMPT, PROGRAM_TYPES } from '../../../shared/rules/programs';
import { programMessages, programTypeMessages } from './messages';

describe('program messages', () => {
  it('words the guest prompt exactly as the spec', () => {
    expect(programMessages.guestPrompt.defaultMessage).toBe(GUEST_DISCOUNT_PROMPT);
  });

  it('names every program kind', () => {
    expect(Object.keys(programTypeMessages).sort()).toEqual([...PROGRAM_TYPES].sort());
  });
});
