import { describe, expect, it } from 'vitest';
import { KILLER_BANDS, killerBandOf } from '../../src/generator/killer-grade.js';

describe('killer bands', () => {
  it('maps every grade to the band whose limits hold it, and the forced-digit count splits easy from medium', () => {
    for (let tenths = 0; tenths <= 120; tenths++) {
      for (const forced of [0, 6, 7, 40]) {
        const band = killerBandOf(tenths, forced);
        const limits = KILLER_BANDS[band];
        expect(tenths).toBeGreaterThanOrEqual(limits.min);
        expect(tenths).toBeLessThanOrEqual(limits.max);
        if (tenths <= KILLER_BANDS.easy.max) expect(band).toBe(forced <= 6 ? 'easy' : 'medium');
      }
    }
  });
});
