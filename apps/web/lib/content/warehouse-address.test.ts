import { describe, expect, it } from 'vitest';
import { warehouseAddressLines } from './warehouse-address.ts';

describe('warehouseAddressLines', () => {
  it('prints a warehouse address one line each, leaving out empty parts', () => {
    expect(
      warehouseAddressLines({
        line1: 'No. 18 Helong 2nd Road',
        line2: null,
        district: 'Baiyun District',
        city: 'Guangzhou',
        province: 'Guangdong',
        post_code: '510440',
        country_code: 'CN',
      }),
    ).toEqual(['No. 18 Helong 2nd Road', 'Baiyun District, Guangzhou', 'Guangdong 510440', 'CN']);
  });
});
