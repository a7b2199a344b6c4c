import { describe, expect, it } from 'vitest';
import { searchZones } from './zone-search';

const zones = ['America/Los_Angeles', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'UTC'];

describe('searching time zones', () => {
  it('lists every zone for an empty query', () => {
    expect(searchZones(zones, '  ', 'UTC')).toEqual(zones);
  });

  it('matches any part of the name, ignoring case, spaces and underscores', () => {
    expect(searchZones(zones, 'tokyo', 'Asia/Tokyo')).toEqual(['Asia/Tokyo']);
    expect(searchZones(zones, 'los angeles', 'America/Los_Angeles')).toEqual(['America/Los_Angeles']);
    expect(searchZones(zones, 'new_york', 'America/New_York')).toEqual(['America/New_York']);
    expect(searchZones(zones, 'america', 'America/New_York')).toEqual(['America/Los_Angeles', 'America/New_York']);
  });

  it('keeps the chosen zone listed, so the select never loses its value', () => {
    expect(searchZones(zones, 'berlin', 'Asia/Tokyo')).toEqual(['Asia/Tokyo', 'Europe/Berlin']);
    expect(searchZones(zones, 'nowhere', 'UTC')).toEqual(['UTC']);
  });
});
