/** The kind of goods a product's number names, as shops write them. */
import { goodsKindOf } from '../../src/domain/catalog/registration';

describe('goodsKindOf', () => {
  it.each([
    ['4521/2023/ĐKSP', 'supplement'],
    ['4521/2023/dksp', 'supplement'],
    ['12345/2019/ATTP-XNCB', 'supplement'],
    ['3120/2017/YT-CNTC', 'supplement'],
    ['123456/24/CBMP-QLD', 'cosmetic'],
    ['98765/22/CBMP-HCM', 'cosmetic'],
    ['230001234/PCBA-HN', 'device'],
    ['220000456 / PCBB-HCM', 'device'],
    ['230012/ĐKLH-BYT-TB-CT', 'device'],
    ['1234/BYT-TB-CT', 'device'],
  ] as const)('%s is %s', (number, kind) => {
    expect(goodsKindOf(number)).toBe(kind);
  });

  it.each(['VD-12345-19', 'VN-22345-20', 'QLĐB-645-17', 'GC-301-18', 'QLSP-1145-19', '893110012324', '', null])(
    'says nothing of %s',
    (number) => {
      expect(goodsKindOf(number)).toBeNull();
    },
  );
});
