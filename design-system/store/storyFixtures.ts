import { storyFrame } from '#ds/video/storyFrames';

/** Products for stories: their pictures are tiny inline SVGs, so no file or network is needed. */
export const storyProducts = [
  {
    id: 1,
    title: 'Outreach banner',
    description: 'A 6 × 3 ft vinyl banner with grommets, for outdoor events.',
    imageUrl: storyFrame(0),
    price: { priceCents: 8_900, salePriceCents: 6_900 },
  },
  {
    id: 2,
    title: 'Welcome tracts (pack of 50)',
    description: 'Folded tracts that invite a neighbour to Sunday service.',
    imageUrl: storyFrame(1),
    price: { priceCents: 1_200, salePriceCents: null },
  },
  {
    id: 3,
    title: 'Journey study guide (PDF)',
    description: 'Four weeks of small-group studies, downloaded at once.',
    imageUrl: storyFrame(2),
    price: { priceCents: 900, salePriceCents: null },
  },
  {
    id: 4,
    title: 'Door hangers (pack of 100)',
    description: 'Sturdy hangers with space for your service times.',
    imageUrl: null,
    price: { priceCents: 2_900, salePriceCents: null },
  },
] as const;
