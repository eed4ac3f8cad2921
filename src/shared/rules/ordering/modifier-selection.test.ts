import { buildModifier, buildModifierValue } from './fixtures';
import {
  defaultModifierChoice,
  groupsBelowMinimum,
  type ModifierChoice,
  modifierLabel,
  stepModifierValue,
  toggleModifierValue,
  toModifierList,
} from './modifier-selection';

const whole = buildModifierValue({ id: 'whole', is_default: true });
const oat = buildModifierValue({ id: 'oat' });
const almond = buildModifierValue({ id: 'almond', isActive: false });
const milk = buildModifier({ id: 'milk', min_quantity: 1, max_quantity: 1, modifier_value_list: [whole, oat, almond] });

const vanilla = buildModifierValue({ id: 'vanilla', max_quantity: 2 });
const caramel = buildModifierValue({ id: 'caramel', max_quantity: 2 });
const hazelnut = buildModifierValue({ id: 'hazelnut', is_track_quantity: true, remaining_quantity: 0 });
const syrups = buildModifier({
  id: 'syrups',
  min_quantity: 0,
  max_quantity: 2,
  modifier_value_list: [vanilla, caramel, hazelnut],
});

describe("labels: 'Mandatory' for min 1 / max 1, else 'Choose min - max'", () => {
  it('labels milk Mandatory and syrups Choose 0 - 2', () => {
    expect(modifierLabel(milk)).toEqual({ kind: 'mandatory' });
    expect(modifierLabel(syrups)).toEqual({ kind: 'chooseRange', min: 0, max: 2 });
  });
});

describe('the popup opens with defaults preselected', () => {
  it('whole milk is preselected; an inactive or sold-out default is not', () => {
    expect(defaultModifierChoice([milk, syrups])).toEqual({ milk: { whole: 1 } });
    const soldOutDefault = buildModifier({
      id: 'g',
      modifier_value_list: [buildModifierValue({ id: 'x', is_default: true, isActive: false })],
    });
    expect(defaultModifierChoice([soldOutDefault])).toEqual({});
  });
});

describe('choosing values', () => {
  it('a Mandatory choice replaces the previous one', () => {
    const step = toggleModifierValue({ milk: { whole: 1 } }, milk, oat);
    expect(step).toEqual({ selection: { milk: { oat: 1 } }, notice: null });
  });

  it('inactive values are disabled: tapping one changes nothing', () => {
    expect(toggleModifierValue({ milk: { whole: 1 } }, milk, almond)).toEqual({
      selection: { milk: { whole: 1 } },
      notice: 'inactive',
    });
    expect(toggleModifierValue({}, syrups, hazelnut).notice).toBe('inactive');
  });

  it("past the group's maximum: 'You have reach the maximum selection of modifiers'", () => {
    let choice: ModifierChoice = {};
    choice = toggleModifierValue(choice, syrups, vanilla).selection;
    choice = stepModifierValue(choice, syrups, vanilla, 1).selection;
    expect(choice).toEqual({ syrups: { vanilla: 2 } });
    expect(toggleModifierValue(choice, syrups, caramel)).toEqual({ selection: choice, notice: 'maxModifiersReached' });
  });

  it("a value's own maximum: 'You have reached the maximum quantity'", () => {
    const group = buildModifier({ id: 'g', max_quantity: 5, modifier_value_list: [vanilla] });
    const twice: ModifierChoice = { g: { vanilla: 2 } };
    expect(stepModifierValue(twice, group, vanilla, 1)).toEqual({ selection: twice, notice: 'maxQuantityReached' });
  });

  it('tapping a selected value unselects it; the stepper goes down to 0 and removes it', () => {
    expect(toggleModifierValue({ syrups: { vanilla: 1 } }, syrups, vanilla).selection).toEqual({ syrups: {} });
    expect(stepModifierValue({ syrups: { vanilla: 2 } }, syrups, vanilla, -1).selection).toEqual({
      syrups: { vanilla: 1 },
    });
    expect(stepModifierValue({ syrups: { vanilla: 1 } }, syrups, vanilla, -1).selection).toEqual({ syrups: {} });
  });
});

describe('Add waits for every minimum', () => {
  it('lists milk while no milk is chosen', () => {
    expect(groupsBelowMinimum([milk, syrups], {}).map((group) => group.id)).toEqual(['milk']);
    expect(groupsBelowMinimum([milk, syrups], { milk: { oat: 1 } })).toEqual([]);
  });

  it('writes the CartLineInput modifier_list in menu order', () => {
    expect(toModifierList([milk, syrups], { syrups: { caramel: 1, vanilla: 1 }, milk: { oat: 1 } })).toEqual([
      { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
      {
        id: 'syrups',
        modifier_value_list: [
          { id: 'vanilla', quantity: 1 },
          { id: 'caramel', quantity: 1 },
        ],
      },
    ]);
  });
});
