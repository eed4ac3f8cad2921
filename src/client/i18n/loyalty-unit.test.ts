import { createIntl } from 'react-intl';
import cn from './lang/cn.json';
import mn from './lang/mn.json';
import { loyaltyUnitName } from './loyalty-unit';

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('loyaltyUnitName', () => {
  it('translates the platform default names (Points, Credit, or none)', () => {
    const mnIntl = intlOf('mn', mn);
    const cnIntl = intlOf('zh-CN', cn);
    expect(loyaltyUnitName(mnIntl, { name: 'Points' })).toBe(mn['loyalty.unit.points']);
    expect(loyaltyUnitName(cnIntl, { name: 'Points' })).toBe(cn['loyalty.unit.points']);
    expect(loyaltyUnitName(cnIntl, { name: '' })).toBe(cn['loyalty.unit.points']);
    expect(loyaltyUnitName(mnIntl, { name: 'Credit' })).toBe(mn['loyalty.unit.credit']);
    expect(mn['loyalty.unit.points']).not.toBe('Points');
    expect(cn['loyalty.unit.credit']).not.toBe('Credit');
    expect(loyaltyUnitName(intlOf('en', {}), { name: 'Points' })).toBe('Points');
  });

  it("keeps a merchant's own unit name as it is", () => {
    expect(loyaltyUnitName(intlOf('mn', mn), { name: 'Beans' })).toBe('Beans');
  });
});
