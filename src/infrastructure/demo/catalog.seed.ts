/**
 * Seeded demo catalogue, in the backend's wire format (see catalog.schema.ts).
 *
 * Everything here is generated deterministically from index arithmetic, so
 * ids, names and prices are identical on every load (no randomness).
 * Images are served by the app itself from /images/.
 */
// With its extension: vite.config loads this file natively too (the demo-catalog plugin).
import { cents, centsOf, multiplyRounded, toDecimalString } from '../../domain/shared/money.ts';
import type { RawCategory, RawProduct } from '../http/catalog.schema';

// ---------------------------------------------------------------------------
// Categories (array order differs from `index` on purpose: sort by index).
// ---------------------------------------------------------------------------

export const seedCategories: RawCategory[] = [
  {
    id: 'cat-transformer',
    name: 'Transformers',
    description:
      'Stainless multi-tap 12V transformers with timers and photocells, sized from 150W to 1200W for residential and commercial runs.',
    image: '/images/categories/transformers.svg',
    index: 6,
  },
  {
    id: 'cat-path',
    name: 'Path Lights',
    description:
      'Cast-brass and aluminium 12V path lights that put soft, glare-free light on walkways, borders and beds.',
    image: '/images/categories/path-lights.svg',
    index: 1,
  },
  {
    id: 'cat-wire',
    name: 'Wire & Connectors',
    description:
      'Direct-burial low-voltage cable by the spool plus gel-filled and piercing connectors for dry, corrosion-free splices.',
    image: '/images/categories/wire-connectors.svg',
    index: 7,
  },
  {
    id: 'cat-spot',
    name: 'Spot & Flood Lights',
    description:
      'Adjustable bullet spots and wide floods with interchangeable beam angles for uplighting trees, facades and focal points.',
    image: '/images/categories/spot-flood-lights.svg',
    index: 2,
  },
  {
    id: 'cat-bollard',
    name: 'Bollards',
    description:
      'Architectural LED bollards for driveways, entries and commercial walkways, built for heavy use and high-traffic sites.',
    image: '/images/categories/bollards.svg',
    index: 5,
  },
  {
    id: 'cat-well',
    name: 'Well Lights',
    description:
      'Drive-over rated in-grade well lights that hide the source and wash walls, columns and canopies from below.',
    image: '/images/categories/well-lights.svg',
    index: 3,
  },
  {
    id: 'cat-deck',
    name: 'Deck & Step Lights',
    description:
      'Low-profile step, riser and rail lights that mark changes in level on decks, stairs and retaining walls.',
    image: '/images/categories/deck-step-lights.svg',
    index: 4,
  },
];

// ---------------------------------------------------------------------------
// Ingredients
// ---------------------------------------------------------------------------

type Kind = 'path' | 'spot' | 'well' | 'deck' | 'bollard' | 'transformer' | 'wire';
type Finish = 'Bronze' | 'Black' | 'Brass' | 'Copper' | 'Brushed Nickel';

const FINISHES: readonly Finish[] = ['Bronze', 'Black', 'Brass', 'Copper', 'Brushed Nickel'];
const FINISH_SLUG: Record<Finish, string> = {
  Bronze: 'bronze',
  Black: 'black',
  Brass: 'brass',
  Copper: 'copper',
  'Brushed Nickel': 'nickel',
};
/** Solid brass and copper castings cost a little more than powder-coated aluminium. */
const FINISH_PREMIUM: Record<Finish, number> = {
  Bronze: 0,
  Black: 0,
  Brass: 1200,
  Copper: 1500,
  'Brushed Nickel': 800,
};
const CCTS = ['2700K', '3000K'] as const;

const SERIES = [
  'Aurora', 'Meridian', 'Cascade', 'Sentinel', 'Harbor', 'Willow', 'Summit', 'Ember',
  'Solstice', 'Granite', 'Cypress', 'Horizon', 'Juniper', 'Redwood', 'Beacon', 'Alder',
  'Mesa', 'Tidewater', 'Quarry', 'Orchard', 'Sierra', 'Prairie', 'Coastline',
] as const;

function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

function image(kind: Kind, finish: Finish): string {
  return `/images/products/${kind}-${FINISH_SLUG[finish]}.svg`;
}

/** Integer cents to the backend's 2-decimal string. */
function money(amount: number): string {
  return toDecimalString(cents(amount));
}

/** A percentage of a price in cents, half-up to the cent, through dinero. */
function percentOf(amount: number, percent: number): number {
  return centsOf(multiplyRounded(cents(amount), { amount: percent, scale: 2 }));
}

interface VariantDraft {
  readonly name: string;
  /** List price in cents. */
  readonly list: number;
  readonly images: string[];
}

/** Trade tiers from the list price: contractor 82%, dealer 68%, distributor 58%. */
function tierPrices(list: number) {
  return {
    price: money(list),
    contractorPrice: money(percentOf(list, 82)),
    dealerPrice: money(percentOf(list, 68)),
    distributorPrice: money(percentOf(list, 58)),
  };
}

interface ProductDraft {
  readonly name: string;
  readonly categoryId: string;
  readonly description: string;
  readonly variants: VariantDraft[];
  readonly caseSize: number;
  readonly allowCaseOrder: boolean;
  readonly state: 'ACTIVE' | 'INACTIVE';
}

function describe(options: {
  name: string;
  lead: string;
  specs: string[];
  install: string;
  warrantyYears: number;
}): string {
  const items = options.specs.map((spec) => `<li>${spec}</li>`).join('');
  return (
    `<p>The <strong>${options.name}</strong> ${options.lead}</p>` +
    `<ul>${items}</ul>` +
    `<p>${options.install} Backed by a <strong>${options.warrantyYears}-year limited warranty</strong> for trade installers.</p>`
  );
}

// ---------------------------------------------------------------------------
// Fixture families (path, spot, well, deck, bollard)
// ---------------------------------------------------------------------------

interface FixtureFamily {
  readonly categoryId: string;
  readonly kind: Kind;
  /** Total number generated, inactive ones included. */
  readonly count: number;
  /** Positions (0-based within the family) that are INACTIVE. */
  readonly inactiveAt: readonly number[];
  readonly seriesOffset: number;
  readonly styles: readonly string[];
  readonly watts: readonly number[];
  readonly caseSizes: readonly number[];
  /** Offset that decides which products allow case orders (every third one). */
  readonly caseShift: number;
  /** List price in cents for the base (bronze/black) finish. */
  readonly basePrice: (i: number, watt: number) => number;
  /** Optional qualifier appended to the name, e.g. a beam angle. */
  readonly qualifier?: (i: number, style: string) => string;
  readonly lead: (style: string) => string;
  readonly specs: (i: number, watt: number, cctText: string, qualifier: string) => string[];
  readonly install: string;
  readonly warrantyYears: number;
  /** Overrides of the list price of the first variant, by position. */
  readonly priceOverrides?: Readonly<Record<number, number>>;
}

function fixtureFamily(family: FixtureFamily): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  for (let i = 0; i < family.count; i += 1) {
    const series = pick(SERIES, i + family.seriesOffset);
    const style = pick(family.styles, i);
    const watt = pick(family.watts, i + Math.floor(i / family.styles.length));
    const finish = pick(FINISHES, i * 2 + family.seriesOffset);
    const cct = pick(CCTS, i + Math.floor(i / 2));
    const qualifier = family.qualifier ? family.qualifier(i, style) : '';
    const tail = qualifier ? ` ${qualifier}` : '';
    const base = family.priceOverrides?.[i] ?? family.basePrice(i, watt);
    const mode = i % 3;

    let name: string;
    let variants: VariantDraft[];
    let cctText: string;
    if (mode === 0) {
      // Finish variants, colour temperature fixed in the name.
      const finishes = [finish, pick(FINISHES, i * 2 + family.seriesOffset + 1)];
      if (i % 2 === 0) finishes.push(pick(FINISHES, i * 2 + family.seriesOffset + 3));
      name = `${series} ${style} ${watt}W ${cct}${tail}`;
      cctText = cct;
      // The first finish carries the base price (or an override) exactly.
      variants = finishes.map((f, n) => ({
        name: f,
        list: n === 0 ? base : Math.max(base + FINISH_PREMIUM[f] - FINISH_PREMIUM[finish], 800),
        images: [image(family.kind, f)],
      }));
    } else if (mode === 1) {
      // Colour-temperature variants in one finish.
      name = `${series} ${finish} ${style} ${watt}W${tail}`;
      cctText = '2700K or 3000K';
      variants = CCTS.map((c) => ({ name: c, list: base, images: [image(family.kind, finish)] }));
    } else {
      // A single variant.
      name = `${series} ${finish} ${style} ${watt}W ${cct}${tail}`;
      cctText = cct;
      variants = [{ name: `${finish}, ${cct}`, list: base, images: [image(family.kind, finish)] }];
    }

    const allowCaseOrder = (i + family.caseShift) % 3 === 0;
    drafts.push({
      name,
      categoryId: family.categoryId,
      description: describe({
        name,
        lead: family.lead(style),
        specs: family.specs(i, watt, cctText, qualifier),
        install: family.install,
        warrantyYears: family.warrantyYears,
      }),
      variants,
      caseSize: allowCaseOrder ? pick(family.caseSizes, i) : 1,
      allowCaseOrder,
      state: family.inactiveAt.includes(i) ? 'INACTIVE' : 'ACTIVE',
    });
  }
  return drafts;
}

const pathLights = fixtureFamily({
  categoryId: 'cat-path',
  kind: 'path',
  count: 46,
  inactiveAt: [37],
  seriesOffset: 0,
  styles: ['Path Light', 'Hat Path Light', 'Dome Path Light', 'Tiered Path Light', 'Lantern Path Light', 'Mushroom Path Light'],
  watts: [2, 3, 4, 5],
  caseSizes: [6, 10, 12],
  caseShift: 1,
  basePrice: (i, watt) => 8900 + (i % 7) * 1000 + watt * 500,
  lead: (style) =>
    `is a 12V low-voltage ${style.toLowerCase()} that throws an even, glare-free pool of light across walkways, borders and planting beds. The shade is shielded so the source stays out of sight from normal viewing angles.`,
  specs: (i, watt, cctText) => [
    `Integrated ${watt}W LED, ${watt * 70} lumens, ${cctText}, CRI 90+`,
    `Input 9-15V AC/DC, works on any 12V multi-tap transformer`,
    `<strong>IP65</strong> rated, ${18 + (i % 4) * 3}" overall height with 8" ABS ground stake`,
    `Solid cast shade with marine-grade powder coat or natural patina`,
    `6 ft of 18/2 lead wire with quick-connect piercing connector`,
  ],
  install:
    'Space 8 to 10 ft apart for a continuous path; set the stake so the shade sits 16 to 22 in. above grade and keep voltage at the fixture above 10.8V.',
  warrantyYears: 10,
  priceOverrides: { 12: 3333 },
});

const spotLights = fixtureFamily({
  categoryId: 'cat-spot',
  kind: 'spot',
  count: 23,
  inactiveAt: [20],
  seriesOffset: 3,
  styles: ['Bullet Spot Light', 'Adjustable Spot Light', 'Wide Flood Light', 'Cast Directional Spot', 'Wall Wash Flood Light'],
  watts: [3, 4, 5, 7, 9, 12],
  caseSizes: [6, 12],
  caseShift: 2,
  basePrice: (i, watt) => 7900 + (i % 5) * 1500 + watt * 900,
  qualifier: (i, style) => (style.includes('Flood') ? '120°' : pick(['15°', '36°', '60°'], i)),
  lead: (style) =>
    `is a 12V ${style.toLowerCase()} for uplighting trees, facades, columns and focal points. The knuckle locks at any aim angle and the glare cap and optional honeycomb louvre keep the beam clean.`,
  specs: (i, watt, cctText, beam) => [
    `${watt}W LED, ${watt * 85} lumens, ${cctText}, CRI 90+`,
    `Beam ${beam || '36°'} standard; field-swappable 15°, 36° and 60° optics`,
    `<strong>IP67</strong> sealed housing with tempered glass lens`,
    `Input 9-15V AC/DC; ${i % 2 === 0 ? 'aluminium' : 'solid brass'} body with lockable knuckle`,
  ],
  install:
    'Mount on the supplied 10 in. composite stake or a junction box; aim after dark and tighten the knuckle before backfilling the lead wire.',
  warrantyYears: 10,
});

const wellLights = fixtureFamily({
  categoryId: 'cat-well',
  kind: 'well',
  count: 13,
  inactiveAt: [9],
  seriesOffset: 7,
  styles: ['In-Grade Well Light', 'Adjustable Well Light', 'Composite Well Light'],
  watts: [4, 6, 8, 10],
  caseSizes: [6, 10],
  caseShift: 0,
  basePrice: (i, watt) => 12900 + (i % 4) * 2000 + watt * 1200,
  lead: (style) =>
    `is a low-voltage ${style.toLowerCase()} that sits flush with the lawn or paving and washes walls, columns and tree canopies from below without any visible fixture.`,
  specs: (i, watt, cctText) => [
    `${watt}W LED, ${watt * 80} lumens, ${cctText}`,
    `Drive-over rated to ${i % 2 === 0 ? '2,000' : '4,500'} lb with tempered glass lens`,
    `<strong>IP68</strong> submersible; gel-potted driver and sealed cable gland`,
    `Internal tilt of up to 20° for wall grazing`,
    `Composite sleeve with 1/2 in. drainage gravel bed recommended`,
  ],
  install:
    'Set the sleeve on 4 in. of compacted gravel so water drains away from the lens and leave a service loop of lead wire for later re-aiming.',
  warrantyYears: 7,
});

const deckLights = fixtureFamily({
  categoryId: 'cat-deck',
  kind: 'deck',
  count: 15,
  inactiveAt: [13],
  seriesOffset: 11,
  styles: ['Step Light', 'Deck Rail Light', 'Louvered Brick Light', 'Riser Light'],
  watts: [2, 3],
  caseSizes: [10, 12, 24],
  caseShift: 1,
  basePrice: (i, watt) => 3900 + (i % 6) * 1000 + watt * 500,
  lead: (style) =>
    `is a low-profile 12V ${style.toLowerCase()} that marks stair treads, deck edges and retaining walls with a soft downward wash. The face plate keeps the diode hidden for comfortable, glare-free stepping.`,
  specs: (i, watt, cctText) => [
    `${watt}W LED, ${watt * 60} lumens, ${cctText}`,
    `Surface or recessed mount; fits a standard ${i % 2 === 0 ? 'single-gang box' : '1 in. bore hole'}`,
    `<strong>IP65</strong> rated die-cast face plate with stainless screws`,
    `Input 9-15V AC/DC with 4 ft of 18/2 lead`,
  ],
  install:
    'Mount every second or third riser on stairs; drill a 1/2 in. hole for the lead and seal it with exterior silicone before fixing the plate.',
  warrantyYears: 5,
});

const bollards = fixtureFamily({
  categoryId: 'cat-bollard',
  kind: 'bollard',
  count: 11,
  inactiveAt: [6],
  seriesOffset: 15,
  styles: ['Bollard', 'Louvered Bollard', 'Cylinder Bollard'],
  watts: [6, 8, 10, 12],
  caseSizes: [6],
  caseShift: 2,
  basePrice: (i, watt) => 28900 + (i % 5) * 5000 + watt * 1500,
  lead: (style) =>
    `is a heavy-wall aluminium ${style.toLowerCase()} for driveways, entries and commercial walkways. The louvered head throws a 360° ground wash while shielding the LED from passers-by.`,
  specs: (i, watt, cctText) => [
    `${watt}W LED, ${watt * 75} lumens, ${cctText}`,
    `${24 + (i % 3) * 6} in. tall, 5 in. diameter, 0.125 in. wall extrusion`,
    `<strong>IP66</strong> rated with anchor base and concrete bolt kit`,
    `Input 9-15V AC/DC; optional 120V kit available`,
  ],
  install:
    'Anchor to a 12 in. concrete footing with the supplied J-bolts; run conduit into the base and make all splices above grade inside the access cover.',
  warrantyYears: 10,
});

// ---------------------------------------------------------------------------
// Pair products (sold in pairs: TS-B301, TS-B302, TS-B306)
// ---------------------------------------------------------------------------

function pairProduct(options: {
  name: string;
  lead: string;
  finishes: Finish[];
  list: number;
  caseSize: number;
  allowCaseOrder: boolean;
}): ProductDraft {
  return {
    name: options.name,
    categoryId: 'cat-spot',
    description: describe({
      name: options.name,
      lead: options.lead,
      specs: [
        'Sold as a matched <strong>pair</strong> (2 fixtures per unit)',
        '2 x 5W LED, 425 lumens each, 2700K, 36° beam',
        'IP67 sealed brass housings, input 9-15V AC/DC',
        'Stainless tree strap and 25 ft of UV-stable 18/2 lead per fixture',
      ],
      install:
        'Strap high in the canopy with the adjustable stainless band, loosening it each season so the tree is never girdled; drip-loop the lead down the trunk.',
      warrantyYears: 10,
    }),
    variants: options.finishes.map((finish) => ({
      name: finish,
      list: options.list + FINISH_PREMIUM[finish],
      images: [image('spot', finish)],
    })),
    caseSize: options.caseSize,
    allowCaseOrder: options.allowCaseOrder,
    state: 'ACTIVE',
  };
}

const pairProducts: ProductDraft[] = [
  pairProduct({
    name: 'TS-B301 Tree Strap Spot Pair',
    lead: 'is a matched pair of tree-mount downlights that recreate moonlight through the branches onto lawns, patios and paths below.',
    finishes: ['Bronze', 'Black'],
    list: 24900,
    caseSize: 1,
    allowCaseOrder: false,
  }),
  pairProduct({
    name: 'TS-B302 Tree Mount Spot Pair',
    lead: 'is a matched pair of compact tree-mount spots for uplighting the canopy or downlighting outdoor living areas from mature trees.',
    finishes: ['Bronze', 'Brass', 'Black'],
    list: 27900,
    caseSize: 6,
    allowCaseOrder: true,
  }),
  pairProduct({
    name: 'TS-B306 Dual Canopy Downlight Pair',
    lead: 'is a matched pair of wide-beam canopy downlights for lighting a large patio or driveway from one tree with a soft, even moonlight effect.',
    finishes: ['Brass', 'Copper'],
    list: 31900,
    caseSize: 1,
    allowCaseOrder: false,
  }),
];

/** Spot family with the three pair products placed among the others. */
const spotAndFlood: ProductDraft[] = [
  ...spotLights.slice(0, 4),
  pairProducts[0] as ProductDraft,
  ...spotLights.slice(4, 11),
  pairProducts[1] as ProductDraft,
  ...spotLights.slice(11, 18),
  pairProducts[2] as ProductDraft,
  ...spotLights.slice(18),
];

// ---------------------------------------------------------------------------
// Transformers
// ---------------------------------------------------------------------------

const TRANSFORMER_MODELS: ReadonlyArray<{ name: string; watts: number; list: number; feature: string; state?: 'INACTIVE' }> = [
  { name: 'PowerCore PC-150 Multi-Tap Transformer 150W', watts: 150, list: 26900, feature: 'mechanical 24-hour timer' },
  { name: 'PowerCore PC-300 Multi-Tap Transformer 300W', watts: 300, list: 34900, feature: 'mechanical 24-hour timer' },
  { name: 'VoltPro VP-300 Smart Transformer 300W with Wi-Fi Timer', watts: 300, list: 41900, feature: 'Wi-Fi astronomic timer and app control' },
  { name: 'PowerCore PC-450 Multi-Tap Transformer 450W', watts: 450, list: 44900, feature: 'digital astronomic timer' },
  { name: 'VoltPro VP-600 Smart Transformer 600W with Wi-Fi Timer', watts: 600, list: 59900, feature: 'Wi-Fi astronomic timer and app control' },
  { name: 'GridLine GL-600 Dual-Circuit Transformer 600W', watts: 600, list: 54900, feature: 'two independently switched circuits and photocell' },
  { name: 'GridLine GL-900 Dual-Circuit Transformer 900W', watts: 900, list: 74900, feature: 'two independently switched circuits and photocell' },
  { name: 'PowerCore PC-200 Basic Transformer 200W', watts: 200, list: 25900, feature: 'plug-in photocell', state: 'INACTIVE' },
  { name: 'GridLine GL-1200 Commercial Transformer 1200W', watts: 1200, list: 86900, feature: 'four switched circuits, photocell and digital timer' },
];

const transformers: ProductDraft[] = TRANSFORMER_MODELS.map((model, i) => {
  const finishes: Finish[] = i % 2 === 0 ? ['Brushed Nickel', 'Black'] : ['Brushed Nickel', 'Black', 'Bronze'];
  return {
    name: model.name,
    categoryId: 'cat-transformer',
    description: describe({
      name: model.name,
      lead: `is a ${model.watts}W toroidal 12V landscape transformer with ${model.feature}. Multi-tap secondaries let you compensate for voltage drop on long home runs.`,
      specs: [
        `Output taps 12V, 13V, 14V and 15V; ${Math.round(model.watts / 12)}A maximum load`,
        'Input 120V AC, 6 ft grounded cord, GFCI outlet required',
        `<strong>UL 1838</strong> listed, rain-tight NEMA 3R stainless enclosure`,
        'Primary breaker and secondary circuit breakers on every run',
        `Load at no more than 80% of capacity (${Math.round(model.watts * 0.8)}W of fixtures)`,
      ],
      install:
        'Mount at least 12 in. above grade within 25 ft of the outlet; balance fixture loads across the taps and measure voltage at the last fixture on each run.',
      warrantyYears: 25,
    }),
    variants: finishes.map((finish) => ({
      name: finish === 'Brushed Nickel' ? 'Stainless Steel' : `${finish} Powder Coat`,
      list: model.list + (finish === 'Brushed Nickel' ? 0 : 1500),
      images: [image('transformer', finish)],
    })),
    caseSize: 1,
    allowCaseOrder: false,
    state: model.state ?? 'ACTIVE',
  };
});

// ---------------------------------------------------------------------------
// Wire & connectors (wire is priced per spool)
// ---------------------------------------------------------------------------

interface WireItem {
  name: string;
  lead: string;
  specs: string[];
  variants: Array<{ name: string; list: number; finish: Finish; second?: Finish }>;
  caseSize: number;
  allowCaseOrder: boolean;
}

const WIRE_ITEMS: WireItem[] = [
  {
    name: '12/2 Direct Burial Landscape Wire',
    lead: 'is stranded copper low-voltage cable with a UV-resistant polyethylene jacket, rated for direct burial without conduit on residential runs.',
    specs: ['12 AWG, 2 conductors, 65-strand bare copper', '<strong>UL listed</strong> for direct burial, sunlight resistant', 'Up to 192W per run at 100 ft on 15V tap', 'Printed footage marks every 2 ft'],
    variants: [
      { name: '100 ft Spool', list: 5900, finish: 'Black', second: 'Copper' },
      { name: '250 ft Spool', list: 12900, finish: 'Black', second: 'Copper' },
      { name: '500 ft Spool', list: 23900, finish: 'Black', second: 'Copper' },
    ],
    caseSize: 6,
    allowCaseOrder: true,
  },
  {
    name: '10/2 Direct Burial Landscape Wire',
    lead: 'is heavy-gauge stranded copper cable for longer home runs and higher loads, with a tough polyethylene jacket rated for direct burial.',
    specs: ['10 AWG, 2 conductors, 105-strand bare copper', '<strong>UL listed</strong> for direct burial, sunlight resistant', 'Up to 288W per run at 100 ft on 15V tap', 'Printed footage marks every 2 ft'],
    variants: [
      { name: '100 ft Spool', list: 7900, finish: 'Black', second: 'Copper' },
      { name: '250 ft Spool', list: 17900, finish: 'Black', second: 'Copper' },
      { name: '500 ft Spool', list: 32900, finish: 'Black', second: 'Copper' },
    ],
    caseSize: 1,
    allowCaseOrder: false,
  },
  {
    name: '8/2 Direct Burial Landscape Wire',
    lead: 'is extra-heavy stranded copper cable for commercial home runs from large transformers, keeping voltage drop low over long distances.',
    specs: ['8 AWG, 2 conductors, 168-strand bare copper', '<strong>UL listed</strong> for direct burial', 'Up to 480W per run at 100 ft on 15V tap', 'Jacket rated -40°F to 140°F'],
    variants: [
      { name: '250 ft Spool', list: 24900, finish: 'Black', second: 'Copper' },
      { name: '500 ft Spool', list: 45900, finish: 'Black', second: 'Copper' },
    ],
    caseSize: 1,
    allowCaseOrder: false,
  },
  {
    name: '12/2 Tinned Copper Marine-Grade Wire',
    lead: 'is tinned stranded copper cable for coastal, pool-side and irrigated sites where bare copper would corrode within a few seasons.',
    specs: ['12 AWG, 2 conductors, tinned copper strands', '<strong>Marine grade</strong>, salt-spray and chlorine resistant', 'Direct burial rated, sunlight resistant jacket', 'Printed footage marks every 2 ft'],
    variants: [
      { name: '250 ft Spool', list: 18900, finish: 'Copper' },
      { name: '500 ft Spool', list: 35900, finish: 'Copper' },
    ],
    caseSize: 1,
    allowCaseOrder: false,
  },
  {
    name: '16/2 Fixture Lead Wire 100 ft Spool',
    lead: 'is a light-gauge lead cable for replacing or extending fixture leads between the main run and the fixture, soft and easy to dress along stakes.',
    specs: ['16 AWG, 2 conductors, stranded copper', 'Direct burial rated jacket', 'For fixture leads up to 25 ft', 'Sold per 100 ft spool'],
    variants: [{ name: '100 ft Spool', list: 3400, finish: 'Black' }],
    caseSize: 12,
    allowCaseOrder: true,
  },
  {
    name: 'Gel-Filled Wire Nut Connectors',
    lead: 'are silicone gel-filled twist-on connectors that seal low-voltage splices against moisture, fertiliser and soil chemicals for the life of the system.',
    specs: ['Fits 2 to 3 conductors, 18 AWG to 10 AWG', '<strong>Direct burial</strong> rated, UL 486D', 'Pre-filled with non-hardening silicone gel', 'Colour-coded by wire range'],
    variants: [
      { name: '25-Pack', list: 1999, finish: 'Brass' },
      { name: '100-Pack', list: 6900, finish: 'Brass' },
    ],
    caseSize: 24,
    allowCaseOrder: true,
  },
  {
    name: 'Quick-Connect Piercing Connectors 10-Pack',
    lead: 'are tool-free piercing connectors that tap a fixture lead onto the main run in seconds, without cutting or stripping the main cable.',
    specs: ['Main run 8 AWG to 14 AWG, lead 16 AWG to 18 AWG', 'Brass piercing teeth, nylon body', 'Reusable; reposition fixtures without new splices', '<strong>10 connectors</strong> per pack'],
    variants: [{ name: '10-Pack', list: 2450, finish: 'Brass' }],
    caseSize: 24,
    allowCaseOrder: true,
  },
  {
    name: 'HS-6 Hub Splice Connector 6-Way',
    lead: 'is a sealed six-port hub for hub-style wiring, so every fixture on the run sees the same voltage instead of dropping along a daisy chain.',
    specs: ['6 outputs, 1 input; 10 AWG to 16 AWG', '<strong>IP68</strong> gel-sealed housing', 'Stainless set screws, brass terminal block', 'Buries directly or mounts in a valve box'],
    variants: [
      { name: 'Standard', list: 3333, finish: 'Brushed Nickel' },
      { name: 'With Valve Box', list: 5400, finish: 'Brushed Nickel', second: 'Black' },
    ],
    caseSize: 10,
    allowCaseOrder: true,
  },
  {
    name: 'Heat-Shrink Butt Splice Kit 50-Pack',
    lead: 'is a kit of adhesive-lined heat-shrink butt splices for permanent, waterproof in-line repairs on damaged or extended cable runs.',
    specs: ['Sizes for 16-14 AWG and 12-10 AWG', 'Adhesive-lined, 3:1 shrink ratio', '<strong>Waterproof</strong> once shrunk, direct burial safe', '50 splices in a resealable case'],
    variants: [{ name: '50-Pack', list: 4400, finish: 'Copper' }],
    caseSize: 1,
    allowCaseOrder: false,
  },
  {
    name: 'Twist-Lock Lamp Connector 12-Pack',
    lead: 'is a pack of keyed twist-lock connectors that let you swap fixtures on an existing lead without cutting, ideal for service calls and seasonal changes.',
    specs: ['Keyed, polarised 2-pin design', '<strong>IP67</strong> when locked', 'Fits 16 AWG and 18 AWG fixture leads', '12 connector pairs per pack'],
    variants: [{ name: '12-Pack', list: 2900, finish: 'Black' }],
    caseSize: 1,
    allowCaseOrder: false,
  },
  {
    name: 'Wire Stake Clips 50-Pack',
    lead: 'are UV-stable nylon stakes that hold cable runs and fixture leads in place under mulch and lawn until they are buried or covered.',
    specs: ['Holds cable from 18 AWG to 8 AWG', '6 in. stake length for firm holding', '<strong>UV stabilised</strong> nylon, will not rust', '50 stakes per bag'],
    variants: [{ name: '50-Pack', list: 1250, finish: 'Black' }],
    caseSize: 1,
    allowCaseOrder: false,
  },
];

const wireAndConnectors: ProductDraft[] = WIRE_ITEMS.map((item) => ({
  name: item.name,
  categoryId: 'cat-wire',
  description: describe({
    name: item.name,
    lead: item.lead,
    specs: item.specs,
    install:
      'Size cable for no more than 10% voltage drop, keep splices above grade or in a valve box where possible, and bury main runs at least 6 in. deep.',
    warrantyYears: 5,
  }),
  variants: item.variants.map((v) => ({
    name: v.name,
    list: v.list,
    images: v.second ? [image('wire', v.finish), image('wire', v.second)] : [image('wire', v.finish)],
  })),
  caseSize: item.caseSize,
  allowCaseOrder: item.allowCaseOrder,
  state: 'ACTIVE',
}));

// ---------------------------------------------------------------------------
// Assembly: stable ids p-001, p-002, ... in this order.
// ---------------------------------------------------------------------------

const drafts: ProductDraft[] = [
  ...pathLights,
  ...spotAndFlood,
  ...wellLights,
  ...deckLights,
  ...bollards,
  ...transformers,
  ...wireAndConnectors,
];

export const seedProducts: RawProduct[] = drafts.map((draft, index) => {
  const id = `p-${String(index + 1).padStart(3, '0')}`;
  const variants = draft.variants.map((variant, n) => ({
    id: `${id}-v${n + 1}`,
    name: variant.name,
    sku: `LT-${String(index + 1).padStart(3, '0')}-${n + 1}`,
    ...tierPrices(variant.list),
    images: variant.images,
  }));
  const images = [...new Set(draft.variants.flatMap((variant) => variant.images))];
  return {
    id,
    name: draft.name,
    description: draft.description,
    images,
    categoryId: draft.categoryId,
    caseSize: draft.caseSize,
    allowCaseOrder: draft.allowCaseOrder,
    state: draft.state,
    variants,
  };
});
