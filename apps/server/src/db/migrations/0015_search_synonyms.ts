import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * The synonym list search expands queries with (operators edit it: search/saveSynonyms), with a first list:
 * everyday words, their short heads (椅子 = 椅 = 座椅), other names, English words. Written here as they were
 * when this version shipped, as a migration must not change with the code. Titles are now also indexed with their
 * pinyin (segment.ts titleTerms), which SQL cannot write: the index rows go, and the start-up reindex
 * (LibraryService.reindexMissing) writes them again.
 */
const FIRST_LIST: string[][] = [
  ['沙发', 'sofa', 'couch', '长沙发', '沙发椅', '卡座'],
  ['椅子', '椅', '座椅', 'chair', '凳椅'],
  ['长椅', '长凳', 'bench', '条凳'],
  ['凳子', '凳', 'stool', '板凳'],
  ['桌子', '桌', 'table', 'desk'],
  ['茶几', 'coffee table', '咖啡桌'],
  ['柜子', '柜', 'cabinet', '橱柜'],
  ['书架', '书柜', 'bookshelf', 'bookcase'],
  ['床', 'bed', '床铺'],
  ['灯', '灯具', 'lamp', 'light', '灯饰'],
  ['台灯', 'desk lamp', '床头灯'],
  ['落地灯', 'floor lamp'],
  ['吊灯', 'pendant', 'chandelier'],
  ['杯子', '杯', 'cup', 'mug', '水杯'],
  ['碗', 'bowl', '饭碗'],
  ['盘子', '盘', 'plate', '碟子'],
  ['餐具', 'tableware', 'dinnerware'],
  ['茶具', 'tea set', '茶器'],
  ['瓶子', '瓶', 'bottle'],
  ['花瓶', '瓶', 'vase', '花器'],
  ['花盆', '盆栽', 'flowerpot'],
  ['戒指', 'ring', '指环', '婚戒', '对戒'],
  ['钻石', '钻', 'diamond', '钻戒'],
  ['项链', 'necklace', '吊坠', 'pendant necklace'],
  ['耳环', '耳坠', '耳钉', 'earring', 'earrings'],
  ['手镯', '镯子', 'bracelet', 'bangle', '手环'],
  ['首饰', '饰品', '珠宝', 'jewelry', 'jewellery'],
  ['鞋子', '鞋', 'shoe', 'shoes', '鞋履', '靴子', '靴'],
  ['运动鞋', '跑鞋', '跑步鞋', 'sneaker', 'sneakers', '球鞋'],
  ['靴子', '靴', 'boot', 'boots'],
  ['包', '包包', 'bag', '手提包', '挎包'],
  ['帽子', '帽', 'hat', 'cap'],
  ['汽车', '车', '轿车', 'car', '老爷车'],
  ['自行车', '单车', '脚踏车', 'bike', 'bicycle'],
  ['火车', '机车', 'train', '小火车'],
  ['无人机', '飞行器', 'drone', '航拍器'],
  ['齿轮', 'gear', '齿轮组'],
  ['螺丝', '螺栓', 'bolt', 'screw', '紧固件'],
  ['螺母', 'nut', '螺帽'],
  ['轴承', 'bearing'],
  ['阀门', '阀', 'valve'],
  ['玩具', 'toy', 'toys', '潮玩'],
  ['机器人', 'robot', '机甲'],
  ['积木', 'building blocks', '拼装'],
  ['风车', 'windmill'],
  ['凉亭', '亭子', '亭', 'pavilion'],
  ['桥', '桥梁', 'bridge', '拱桥'],
  ['塔', '宝塔', '古塔', 'pagoda', 'tower'],
  ['柱子', '柱', 'column', 'pillar', '罗马柱'],
  ['喷泉', 'fountain', '叠水'],
  ['灯笼', 'lantern'],
  ['雷达', 'radar'],
  ['装甲车', '战车', 'armored car', 'armoured car'],
  ['摆件', '摆设', '装饰品', 'ornament'],
  ['风扇', '电扇', 'fan', '风机'],
  ['工具', 'tool', 'tools'],
  ['家具', 'furniture', '家私'],
];

export const searchSynonyms: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('search_synonyms')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('words', 'text', (c) => c.notNull())
      .execute();
    const values = FIRST_LIST.map((g, i) => sql`(${i}, ${JSON.stringify(g)})`);
    await sql`INSERT INTO search_synonyms (position, words) VALUES ${sql.join(values)}`.execute(db);
    if (dialect === 'sqlite') await sql`DELETE FROM search_fts`.execute(db);
    await sql`DELETE FROM search_docs`.execute(db);
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('search_synonyms').execute();
  },
});
