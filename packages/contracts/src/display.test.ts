import { describe, expect, it } from 'vitest';
import { countOf, initialsOf, nounFor, pluralOf } from './display';

describe('initialsOf (the avatar rule, docs/product-spec.md §9)', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('The Schmidt Family')).toBe('TS');
    expect(initialsOf('The Hughes Family')).toBe('TH');
    expect(initialsOf('Jane Mary Doe')).toBe('JM');
    expect(initialsOf('jordan lee')).toBe('JL');
  });

  it('uses one letter for a one-word name and skips words without a letter', () => {
    expect(initialsOf('Alvarez')).toBe('A');
    expect(initialsOf('  Ana   ')).toBe('A');
    expect(initialsOf('& Sons Ltd')).toBe('SL');
    expect(initialsOf('<img>')).toBe('I');
    expect(initialsOf('Élodie Ørsted')).toBe('ÉØ');
  });

  it('falls back to "C" when there is no name', () => {
    expect(initialsOf('')).toBe('C');
    expect(initialsOf('   ')).toBe('C');
    expect(initialsOf(null)).toBe('C');
    expect(initialsOf(undefined)).toBe('C');
    expect(initialsOf('—')).toBe('C');
  });
});

describe('plurals', () => {
  it('says one of a thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'family')).toBe('1 family');
    expect(countOf(0, 'family')).toBe('0 families');
    expect(countOf(2, 'family')).toBe('2 families');
    expect(countOf(1, 'calculator user')).toBe('1 calculator user');
    expect(countOf(1234, 'calculator user')).toBe('1,234 calculator users');
    expect(countOf(3, 'admission professional')).toBe('3 admission professionals');
  });

  it('forms regular English plurals', () => {
    expect(pluralOf('entry')).toBe('entries');
    expect(pluralOf('delivery')).toBe('deliveries');
    expect(pluralOf('day')).toBe('days');
    expect(pluralOf('class')).toBe('classes');
    expect(pluralOf('match')).toBe('matches');
    expect(pluralOf('college')).toBe('colleges');
    expect(pluralOf('person')).toBe('people');
    expect(pluralOf('good row')).toBe('good rows');
    expect(nounFor(1, 'invitation')).toBe('invitation');
    expect(nounFor(5, 'invitation')).toBe('invitations');
  });
});
