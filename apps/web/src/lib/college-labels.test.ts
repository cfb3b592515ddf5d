import { describe, expect, it } from 'vitest';
import { aliasNames } from './college-labels';

describe('aliasNames', () => {
  it('splits the catalogue\'s "|"-separated names into a list, without blanks or repeats', () => {
    expect(aliasNames('UM | U of M|Michigan| |UM')).toEqual(['UM', 'U of M', 'Michigan']);
    expect(aliasNames('AAMU')).toEqual(['AAMU']);
    expect(aliasNames(null)).toEqual([]);
  });
});
