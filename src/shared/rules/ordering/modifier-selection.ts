/**
 * The product popup's modifier choices (seed 002 §4, §5) as pure state steps the client's popup keeps in React state:
 * - it opens with the default values preselected (active ones, not sold out, up to the group's maximum);
 * - a min 1 / max 1 group is a single 'Mandatory' choice: selecting replaces the previous value; other groups are
 *   labelled 'Choose min - max' and a click past the group's maximum gives the notice
 *   'You have reach the maximum selection of modifiers' (kind 'maxModifiersReached');
 * - a value's own max_quantity caps its stepper: 'You have reached the maximum quantity' ('maxQuantityReached');
 * - inactive (or sold-out) values are disabled and cannot be selected ('inactive');
 * - Add works only when every group has reached its minimum.
 * The result is the modifier_list of a CartLineInput, which the server validates with the same group rules.
 */
import type { CartLineInput } from '../../api/ordering-cart';
import type { Modifier, ModifierValue } from '../../api/ordering-catalogue';
import { isMandatorySingle, isValueSoldOut } from './modifier-rules';

/** Chosen quantity per value id, per modifier group id. */
export type ModifierChoice = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Notice kinds the popup shows as a toast; the client owns their en/mn/cn text. */
export type SelectionNotice =
  /** 'You have reach the maximum selection of modifiers' */
  | 'maxModifiersReached'
  /** 'You have reached the maximum quantity' */
  | 'maxQuantityReached'
  /** The value or product is disabled: nothing happens. */
  | 'inactive'
  /** A bundle's product not sold in the current order mode. */
  | 'unavailable';

export interface SelectionStep<State> {
  selection: State;
  notice: SelectionNotice | null;
}

export type ModifierLabel = { kind: 'mandatory' } | { kind: 'chooseRange'; min: number; max: number };

/** 'Mandatory' for min 1 / max 1, else 'Choose {min} - {max}'. */
export const modifierLabel = (modifier: Modifier): ModifierLabel =>
  isMandatorySingle(modifier)
    ? { kind: 'mandatory' }
    : { kind: 'chooseRange', min: modifier.min_quantity, max: modifier.max_quantity };

/** A value the customer may pick: active and not sold out. */
export const isValueSelectable = (value: ModifierValue): boolean => value.isActive && !isValueSoldOut(value);

const unitsOf = (group: Readonly<Record<string, number>> | undefined): number =>
  Object.values(group ?? {}).reduce((sum, quantity) => sum + quantity, 0);

export function defaultModifierChoice(modifiers: readonly Modifier[]): ModifierChoice {
  const choice: Record<string, Record<string, number>> = {};
  for (const modifier of modifiers) {
    const defaults = modifier.modifier_value_list
      .filter((value) => value.is_default && isValueSelectable(value))
      .slice(0, modifier.max_quantity);
    if (defaults.length > 0) choice[modifier.id] = Object.fromEntries(defaults.map((value) => [value.id, 1]));
  }
  return choice;
}

const withGroup = (choice: ModifierChoice, modifierId: string, group: Record<string, number>): ModifierChoice => ({
  ...choice,
  [modifierId]: group,
});

/** A tap on a value: select it (replacing in a Mandatory group), or unselect it when it was selected. */
export function toggleModifierValue(
  choice: ModifierChoice,
  modifier: Modifier,
  value: ModifierValue,
): SelectionStep<ModifierChoice> {
  if (!isValueSelectable(value)) return { selection: choice, notice: 'inactive' };
  const group = choice[modifier.id] ?? {};
  if (isMandatorySingle(modifier))
    return { selection: withGroup(choice, modifier.id, { [value.id]: 1 }), notice: null };
  if (group[value.id]) {
    const rest = Object.fromEntries(Object.entries(group).filter(([id]) => id !== value.id));
    return { selection: withGroup(choice, modifier.id, rest), notice: null };
  }
  if (unitsOf(group) >= modifier.max_quantity) return { selection: choice, notice: 'maxModifiersReached' };
  return { selection: withGroup(choice, modifier.id, { ...group, [value.id]: 1 }), notice: null };
}

/** The − / + stepper of a value that may be taken more than once. */
export function stepModifierValue(
  choice: ModifierChoice,
  modifier: Modifier,
  value: ModifierValue,
  delta: 1 | -1,
): SelectionStep<ModifierChoice> {
  const group = choice[modifier.id] ?? {};
  const current = group[value.id] ?? 0;
  if (delta === -1) {
    if (current === 0) return { selection: choice, notice: null };
    const rest = Object.fromEntries(Object.entries(group).filter(([id]) => id !== value.id));
    const next = current > 1 ? { ...rest, [value.id]: current - 1 } : rest;
    return { selection: withGroup(choice, modifier.id, next), notice: null };
  }
  if (!isValueSelectable(value)) return { selection: choice, notice: 'inactive' };
  if (current >= value.max_quantity) return { selection: choice, notice: 'maxQuantityReached' };
  if (isMandatorySingle(modifier)) return toggleModifierValue(choice, modifier, value);
  if (unitsOf(group) >= modifier.max_quantity) return { selection: choice, notice: 'maxModifiersReached' };
  return { selection: withGroup(choice, modifier.id, { ...group, [value.id]: current + 1 }), notice: null };
}

/** Groups still below their minimum (Add stays grey while any is). */
export const groupsBelowMinimum = (modifiers: readonly Modifier[], choice: ModifierChoice): Modifier[] =>
  modifiers.filter((modifier) => unitsOf(choice[modifier.id]) < modifier.min_quantity);

export const isModifierChoiceComplete = (modifiers: readonly Modifier[], choice: ModifierChoice): boolean =>
  groupsBelowMinimum(modifiers, choice).length === 0;

/** The CartLineInput modifier_list of a choice, in the menu's group and value order. */
export function toModifierList(modifiers: readonly Modifier[], choice: ModifierChoice): CartLineInput['modifier_list'] {
  return modifiers
    .map((modifier) => ({
      id: modifier.id,
      modifier_value_list: modifier.modifier_value_list
        .filter((value) => (choice[modifier.id]?.[value.id] ?? 0) > 0)
        .map((value) => ({ id: value.id, quantity: choice[modifier.id][value.id] })),
    }))
    .filter((group) => group.modifier_value_list.length > 0);
}
