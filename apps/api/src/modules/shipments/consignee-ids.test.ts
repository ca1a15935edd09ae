import { describe, expect, it } from 'vitest';
import { consigneeIdProblem, normalConsigneeId } from './consignee-ids.ts';

describe('consignee ids per destination', () => {
  it('asks India for a PAN or an Aadhaar number and the UAE for an Emirates ID', () => {
    expect(consigneeIdProblem('IN', undefined)?.code).toBe('tax_id_required');
    expect(consigneeIdProblem('IN', 'abcde1234f')).toBeNull();
    expect(consigneeIdProblem('IN', '1234 5678 9012')).toBeNull();
    expect(consigneeIdProblem('IN', '12345')?.code).toBe('tax_id_invalid');
    expect(consigneeIdProblem('AE', '784-1990-1234567-1')).toBeNull();
    expect(consigneeIdProblem('AE', '785199012345671')?.code).toBe('tax_id_invalid');
  });

  it('asks nothing where customs do not', () => {
    expect(consigneeIdProblem('BD', undefined)).toBeNull();
    expect(consigneeIdProblem('GB', 'anything')).toBeNull();
    expect(normalConsigneeId(' ab-12 c ')).toBe('AB12C');
  });
});
