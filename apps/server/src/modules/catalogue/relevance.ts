import type { Db, Executor } from '../../db/index.js';

/**
 * The search's relevance set: what people type (everyday words, synonyms, English, pinyin, two-word searches)
 * and the demo catalogue's models (apps/server/src/seed-models, by slug) each must find. `relevant` lists every
 * model of the catalogue that answers the query, so precision can be measured as well as recall. Run by
 * relevance.test.ts and reported by `npm run bench relevance`.
 */
export const RELEVANCE_SET: { query: string; relevant: string[] }[] = [
  { query: '椅子', relevant: ['windsor-dining-chair', 'upholstered-armchair-dining', 'ladder-back-chair', 'cream-armchair'] },
  { query: 'chair', relevant: ['windsor-dining-chair', 'upholstered-armchair-dining', 'ladder-back-chair', 'cream-armchair'] },
  { query: 'yizi', relevant: ['windsor-dining-chair', 'upholstered-armchair-dining', 'ladder-back-chair', 'cream-armchair'] },
  { query: '餐椅', relevant: ['windsor-dining-chair', 'upholstered-armchair-dining', 'ladder-back-chair'] },
  { query: '实木椅子', relevant: ['windsor-dining-chair'] },
  {
    query: '桌子',
    relevant: ['walnut-dining-table', 'marble-pedestal-table', 'industrial-hairpin-desk', 'farmhouse-trestle-table'],
  },
  {
    query: 'table',
    relevant: ['walnut-dining-table', 'marble-pedestal-table', 'industrial-hairpin-desk', 'farmhouse-trestle-table'],
  },
  { query: '餐桌', relevant: ['walnut-dining-table', 'farmhouse-trestle-table'] },
  { query: 'canzhuo', relevant: ['walnut-dining-table'] },
  { query: '书桌', relevant: ['industrial-hairpin-desk'] },
  { query: '茶几', relevant: ['round-oak-coffee-table', 'glass-coffee-table'] },
  { query: '杯子', relevant: ['bone-china-coffee-cup', 'two-tone-ceramic-mug', 'red-wine-glasses', 'stainless-vacuum-flask'] },
  { query: 'cup', relevant: ['bone-china-coffee-cup', 'two-tone-ceramic-mug', 'red-wine-glasses', 'stainless-vacuum-flask'] },
  { query: '马克杯', relevant: ['two-tone-ceramic-mug'] },
  { query: '保温杯', relevant: ['stainless-vacuum-flask'] },
  {
    query: '鞋子',
    relevant: [
      'white-leather-sneakers',
      'knit-running-shoe',
      'checkerboard-slip-on',
      'red-patent-stiletto',
      'oxblood-combat-boot',
    ],
  },
  {
    query: 'shoes',
    relevant: [
      'white-leather-sneakers',
      'knit-running-shoe',
      'checkerboard-slip-on',
      'red-patent-stiletto',
      'oxblood-combat-boot',
    ],
  },
  { query: '运动鞋', relevant: ['knit-running-shoe'] },
  { query: '高跟鞋', relevant: ['red-patent-stiletto'] },
  { query: '红色高跟鞋', relevant: ['red-patent-stiletto'] },
  { query: '靴子', relevant: ['oxblood-combat-boot'] },
  { query: '沙发', relevant: ['nordic-fabric-sofa-3', 'leather-loveseat-2', 'cream-armchair', 'green-velvet-sofa-3'] },
  { query: 'sofa', relevant: ['nordic-fabric-sofa-3', 'leather-loveseat-2', 'cream-armchair', 'green-velvet-sofa-3'] },
  { query: '长沙发', relevant: ['nordic-fabric-sofa-3', 'leather-loveseat-2', 'cream-armchair', 'green-velvet-sofa-3'] },
  { query: 'shafa', relevant: ['nordic-fabric-sofa-3', 'leather-loveseat-2', 'cream-armchair', 'green-velvet-sofa-3'] },
  { query: '北欧 沙发', relevant: ['nordic-fabric-sofa-3'] },
  { query: '柜子', relevant: ['oak-nightstand-drawers', 'walnut-chest-5-drawers', 'painted-sideboard', 'low-tv-cabinet'] },
  { query: '书架', relevant: ['open-bookshelf'] },
  { query: '床', relevant: ['upholstered-double-bed'] },
  {
    query: '台灯',
    relevant: [
      'industrial-cast-iron-desk-lamp',
      'red-architect-lamp',
      'celadon-ceramic-table-lamp',
      'navy-ginger-jar-lamp',
      'opal-mushroom-lamp',
    ],
  },
  {
    query: 'taideng',
    relevant: ['industrial-cast-iron-desk-lamp', 'celadon-ceramic-table-lamp', 'navy-ginger-jar-lamp', 'opal-mushroom-lamp'],
  },
  { query: '复古台灯', relevant: ['red-architect-lamp'] },
  { query: '落地灯', relevant: ['nordic-tripod-floor-lamp', 'marble-arc-floor-lamp'] },
  { query: '吊灯', relevant: ['dome-pendant-light', 'brass-bell-pendant', 'glass-globe-pendant'] },
  {
    query: 'lamp',
    relevant: [
      'industrial-cast-iron-desk-lamp',
      'red-architect-lamp',
      'celadon-ceramic-table-lamp',
      'navy-ginger-jar-lamp',
      'opal-mushroom-lamp',
      'nordic-tripod-floor-lamp',
      'marble-arc-floor-lamp',
      'dome-pendant-light',
      'brass-bell-pendant',
      'glass-globe-pendant',
      'wooden-ceiling-fan-light',
      'japanese-stone-lantern',
    ],
  },
  {
    query: '戒指',
    relevant: [
      'gold-diamond-solitaire-ring',
      'platinum-princess-pave-ring',
      'emerald-cut-green-ring',
      'ruby-halo-ring',
      'rose-gold-wedding-bands',
    ],
  },
  {
    query: 'ring',
    relevant: [
      'gold-diamond-solitaire-ring',
      'platinum-princess-pave-ring',
      'emerald-cut-green-ring',
      'ruby-halo-ring',
      'rose-gold-wedding-bands',
    ],
  },
  { query: '钻石', relevant: ['gold-diamond-solitaire-ring', 'platinum-princess-pave-ring'] },
  { query: '耳环', relevant: ['freshwater-pearl-studs', 'sapphire-drop-earrings'] },
  { query: '项链', relevant: ['gold-heart-pendant-necklace'] },
  { query: '手镯', relevant: ['silver-rope-bangle', 'hetian-jade-bangle'] },
  { query: '镯子', relevant: ['silver-rope-bangle', 'hetian-jade-bangle'] },
  { query: '珍珠', relevant: ['freshwater-pearl-studs'] },
  {
    query: '花瓶',
    relevant: [
      'retro-ceramic-amphora-vase',
      'blue-white-meiping-vase',
      'celadon-yuhuchun-vase',
      'nordic-faceted-vase',
      'tulips-in-glass-vase',
    ],
  },
  {
    query: 'vase',
    relevant: [
      'retro-ceramic-amphora-vase',
      'blue-white-meiping-vase',
      'celadon-yuhuchun-vase',
      'nordic-faceted-vase',
      'tulips-in-glass-vase',
    ],
  },
  { query: '玻璃花瓶', relevant: ['tulips-in-glass-vase'] },
  { query: '青瓷', relevant: ['celadon-ceramic-table-lamp', 'celadon-yuhuchun-vase'] },
  { query: '青花瓷', relevant: ['blue-white-meiping-vase'] },
  { query: '碗', relevant: ['japanese-rice-bowls', 'western-place-setting'] },
  { query: '茶具', relevant: ['kungfu-tea-set'] },
  { query: '齿轮', relevant: ['spur-gear-48t', 'gear-train-animated'] },
  { query: 'gear', relevant: ['spur-gear-48t', 'gear-train-animated'] },
  { query: '螺丝', relevant: ['hex-bolt-nut-washer', 'black-oxide-bolt'] },
  { query: '螺栓', relevant: ['hex-bolt-nut-washer', 'black-oxide-bolt'] },
  { query: '轴承', relevant: ['deep-groove-ball-bearing'] },
  { query: '阀门', relevant: ['flanged-gate-valve'] },
  { query: '液压缸', relevant: ['hydraulic-cylinder'] },
  { query: '台虎钳', relevant: ['bench-vise'] },
  { query: '风扇', relevant: ['industrial-axial-fan', 'wooden-ceiling-fan-light'] },
  { query: '帽子', relevant: ['straw-sun-hat'] },
  { query: '包包', relevant: ['camel-leather-handbag'] },
  { query: '自行车', relevant: ['city-step-through-bike'] },
  { query: '单车', relevant: ['city-step-through-bike'] },
  { query: '汽车', relevant: ['vintage-roadster-car'] },
  { query: '装甲车', relevant: ['armoured-car-8x8'] },
  { query: '雷达', relevant: ['mobile-radar-trailer'] },
  { query: '无人机', relevant: ['quadcopter-drone'] },
  { query: '机器人', relevant: ['cartoon-robot-toy'] },
  { query: '积木', relevant: ['building-block-castle'] },
  { query: '陀螺', relevant: ['wooden-spinning-top'] },
  { query: '国际象棋', relevant: ['staunton-chess-set'] },
  { query: '水晶球', relevant: ['magic-crystal-ball'] },
  { query: '宝箱', relevant: ['pirate-treasure-chest'] },
  { query: '风车', relevant: ['dutch-windmill'] },
  { query: '凉亭', relevant: ['chinese-hexagonal-pavilion'] },
  { query: '亭子', relevant: ['chinese-hexagonal-pavilion'] },
  { query: '石拱桥', relevant: ['jiangnan-stone-arch-bridge'] },
  { query: '宝塔', relevant: ['seven-storey-pagoda'] },
  { query: '喷泉', relevant: ['european-tiered-fountain'] },
];

/** How deep precision and recall look: the first row of results, and the first page of the desktop library. */
export const PRECISION_AT = 5;
export const RECALL_AT = 24;

export interface RelevanceScore {
  query: string;
  /** Relevant models among the first PRECISION_AT results, over PRECISION_AT (or the relevant count, if fewer). */
  precision: number;
  /** Relevant models among the first RECALL_AT results, over the relevant count. */
  recall: number;
  missed: string[];
}

/** Scores every query of the set with `search`, which answers the slugs it found, best first. */
export async function scoreRelevance(
  search: (query: string) => Promise<string[]>,
): Promise<{ scores: RelevanceScore[]; precision: number; recall: number }> {
  const scores: RelevanceScore[] = [];
  for (const { query, relevant } of RELEVANCE_SET) {
    const found = await search(query);
    const wanted = new Set(relevant);
    const hits = (n: number) => found.slice(0, n).filter((s) => wanted.has(s)).length;
    scores.push({
      query,
      precision: hits(PRECISION_AT) / Math.min(PRECISION_AT, wanted.size),
      recall: hits(RECALL_AT) / wanted.size,
      missed: relevant.filter((s) => !found.slice(0, RECALL_AT).includes(s)),
    });
  }
  const mean = (k: 'precision' | 'recall') => scores.reduce((sum, s) => sum + s[k], 0) / scores.length;
  return { scores, precision: mean('precision'), recall: mean('recall') };
}

/** The demo catalogue's fields, as the seeding gives them to a listed model. */
export interface RelevanceModel {
  slug: string;
  title: string;
  description: string;
  type: string;
  trade: string;
  tags: string[];
  priceFen: number;
}

/**
 * Lists the demo catalogue's entries as ready models of one author, without files (search needs none), and
 * indexes them through the library's ready hook. Answers slug by model id.
 */
export async function listCatalogue(
  db: Db,
  library: { onModelReady(trx: Executor, modelId: number): Promise<void> },
  userId: number,
  models: readonly RelevanceModel[],
) {
  const slugs = new Map<number, string>();
  const at = new Date().toISOString();
  for (const [i, m] of models.entries()) {
    const row = await db.kysely
      .insertInto('models')
      .values({
        model_code: `rel${String(i).padStart(9, '0')}`,
        user_id: userId,
        title: m.title,
        description: m.description,
        type: m.type,
        trade: m.trade,
        price: m.priceFen,
        status: 'ready',
        stage: 'ready',
        queued_at: at,
        ready_at: at,
        source_file_ids: '[]',
        original_name: `${m.slug}.glb`,
        tags: JSON.stringify(m.tags),
        visibility: 'public',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely.transaction().execute((trx) => library.onModelReady(trx, row.id));
    slugs.set(row.id, m.slug);
  }
  return slugs;
}
