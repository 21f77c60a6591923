/**
 * Deterministic sample data for stories, tests and the benchmark: the same index always gives
 * the same church, with no random numbers and no clock.
 */
export type SampleChurch = {
  id: number;
  name: string;
  city: string;
  /** Average Sunday attendance; null when the church has not reported it. */
  attendance: number | null;
  joined: Date;
};

const names = [
  'Grace',
  'Hope',
  'Trinity',
  'Bethel',
  'Calvary',
  'Cornerstone',
  'Emmanuel',
  'Faith',
  'Harvest',
  'Living Water',
  'New Life',
  'Redeemer',
  'Shiloh',
  'Zion',
  'Good Shepherd',
  'Mount Olive',
  'Riverside',
  'Crossroads',
  'Victory',
  'Providence',
];
const kinds = [
  'Church',
  'Chapel',
  'Fellowship',
  'Bible Church',
  'Community Church',
  'Tabernacle',
  'Baptist Church',
];
const cities = [
  'Austin',
  'Seoul',
  'Lyon',
  'Madrid',
  'Busan',
  'Toulouse',
  'Sevilla',
  'Denver',
  'Incheon',
  'Marseille',
  'Valencia',
  'Portland',
  'Daegu',
  'Nantes',
  'Bilbao',
  'Atlanta',
];

/** The church at `index`: names repeat every 140 churches, with a campus number after that. */
export function sampleChurch(index: number): SampleChurch {
  const base = `${names[index % names.length]} ${kinds[Math.floor(index / names.length) % kinds.length]}`;
  const campus = Math.floor(index / (names.length * kinds.length));
  return {
    id: index + 1,
    name: campus === 0 ? base : `${base} ${campus + 1}`,
    city: cities[(index * 7) % cities.length] as string,
    attendance: index % 11 === 5 ? null : 30 + ((index * 7919) % 1971),
    joined: new Date(
      Date.UTC(2014 + ((index * 37) % 11), (index * 5) % 12, 1 + ((index * 13) % 28)),
    ),
  };
}

export function sampleChurches(count: number): SampleChurch[] {
  return Array.from({ length: count }, (_, index) => sampleChurch(index));
}
