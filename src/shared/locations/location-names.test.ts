import { describe, expect, it } from 'vitest';
import {
  locationChoiceLabel,
  locationChoices,
  locationIdOf,
  locationLabel,
  locationNameProblem,
  locationsLabel,
} from './location-names.ts';

describe('locations by name', () => {
  const names = { LOC853BCAA9FD7D: 'Pune warehouse' };

  it("shows the seller's name, else a readable default, never the bare id", () => {
    expect(locationLabel('LOC853BCAA9FD7D', names)).toBe('Pune warehouse');
    expect(locationLabel('LOC1A2B3C4D5E6F', names)).toBe('Location D5E6F');
    expect(locationLabel(null, names)).toBe('No location');
    expect(locationLabel('Main shop', names)).toBe('Main shop');
    expect(locationLabel('toString', {})).toBe('toString');
    expect(locationsLabel('LOC853BCAA9FD7D, LOC1A2B3C4D5E6F', names)).toBe('Pune warehouse, Location D5E6F');
  });

  it('refuses a name too long to show, in a sentence', () => {
    expect(locationNameProblem('x'.repeat(61))).toBe("A location's name is at most 60 characters.");
    expect(locationNameProblem('Pune warehouse')).toBeNull();
  });

  it('reads a typed name as its id, and offers named locations first in a choice list', () => {
    expect(locationIdOf(' pune WAREHOUSE ', names)).toBe('LOC853BCAA9FD7D');
    expect(locationIdOf('LOC853BCAA9FD7D', names)).toBe('LOC853BCAA9FD7D');
    expect(locationIdOf('Mumbai', names)).toBe('Mumbai');
    expect(locationChoices(names, ['LOC1A2B3C4D5E6F', 'LOC853BCAA9FD7D', ' '])).toEqual([
      'LOC853BCAA9FD7D',
      'LOC1A2B3C4D5E6F',
    ]);
    expect(locationChoiceLabel('LOC853BCAA9FD7D', names)).toBe('Pune warehouse (LOC853BCAA9FD7D)');
  });
});
