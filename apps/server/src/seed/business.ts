import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Services } from '../app.js';
import type { AuthUser } from '../platform/http/route.js';

/**
 * The demo company (issue 18): one demo studio's company profile, certified by the operator, two brands with
 * logos, and some of its models and its showrooms tagged with them, so a fresh start shows what a business
 * account looks like: the brand on model pages and show cards, the certified badge, statistics by brand.
 */

export type BusinessSeedServices = Pick<Services, 'files' | 'company' | 'certification' | 'library' | 'showrooms'>;

const COMPANY = {
  name: '匠心家居（东莞）有限公司',
  // A made-up unified social credit code with a correct check character.
  licenceNumber: '91441900MA4W8K3L21',
  address: '广东省东莞市厚街镇家具大道 88 号',
  industry: '家居家具',
};

const BRANDS = [
  { name: '匠心家居', colour: '#8b5a2b', mark: 'JX' },
  { name: '木语', colour: '#2f6f4f', mark: 'MY' },
];

/** How many of the studio's models carry each brand, in turn. */
const BRANDED_MODELS = 12;

/** A square logo: the brand's letters in a ring on its colour (Latin letters: a machine without CJK fonts draws them too). */
function logoPng(colour: string, mark: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="${colour}"/>
    <circle cx="128" cy="128" r="88" fill="none" stroke="#fff" stroke-width="12"/>
    <text x="128" y="152" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="72" font-weight="700"
      fill="#fff" text-anchor="middle">${mark}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The licence photo of the certification: a plain stand-in, seen only by operators. */
function licencePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="440">
    <rect width="640" height="440" fill="#fdf6e3"/><rect x="20" y="20" width="600" height="400" fill="none" stroke="#b58900" stroke-width="8"/>
    <circle cx="320" cy="110" r="44" fill="#dc322f"/><rect x="120" y="190" width="400" height="16" fill="#93a1a1"/>
    <rect x="120" y="230" width="340" height="16" fill="#93a1a1"/><rect x="120" y="270" width="380" height="16" fill="#93a1a1"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(services: BusinessSeedServices, owner: AuthUser, name: string, png: Buffer): Promise<string> {
  const { maxBytes, limits } = await services.files.budget(owner.id);
  const file = await services.files.receive(owner, { stream: Readable.from(png), filename: name, maxBytes, limits });
  return file.fileId;
}

/** Resumable: a start interrupted halfway finds what was made and goes on from there. */
export async function seedDemoBusiness(services: BusinessSeedServices, owner: AuthUser, operator: AuthUser): Promise<void> {
  const { company, certification, library, showrooms } = services;
  const made = await company.info(owner);
  if (!made.company) {
    await company.save(owner, {
      ...COMPANY,
      logoFileId: await upload(services, owner, 'company-logo.png', await logoPng('#8b5a2b', 'JX')),
    });
  }
  const brands = [];
  for (const b of BRANDS) {
    const existing = made.brands.find((x) => x.name === b.name);
    if (existing) {
      brands.push(existing);
      continue;
    }
    const logoFileId = await upload(services, owner, `brand-${b.mark.toLowerCase()}.png`, await logoPng(b.colour, b.mark));
    brands.push(await company.saveBrand(owner, { name: b.name, logoFileId }));
  }
  const own = await library.pickableModels(owner, { source: 'own', pageNum: 1, pageSize: BRANDED_MODELS });
  for (const [i, m] of own.list.entries()) {
    await library.shelf.updateInfo(owner, { modelCode: m.modelCode, brandId: brands[i % brands.length]!.id });
  }
  const shows = await showrooms.myShows(owner, { pageNum: 1, pageSize: 20 });
  for (const s of shows.list) {
    await showrooms.save(owner, { id: s.id, kind: s.kind, title: s.title, template: s.template, brandId: brands[0]!.id });
  }
  const queued = await certification.queue({ pageNum: 1, pageSize: 100, status: 'pending' });
  let pending: { id: number } | undefined = queued.list.find((c) => c.user.id === owner.id);
  if (!pending && !(await certification.mine(owner))) {
    const licenceFileId = await upload(services, owner, 'licence.png', await licencePng());
    pending = await certification.commit(owner, {
      kind: 'company',
      companyName: COMPANY.name,
      creditCode: COMPANY.licenceNumber,
      licenceFileId,
    });
  }
  if (pending) await certification.review(operator, { id: pending.id, action: 'approve' });
}
