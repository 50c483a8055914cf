import { DEVICE_TYPES, type DeviceType, type DeviceView, type ImplementEntry } from '@moxing/shared';
import type { Db } from '../../db/index.js';
import type { DevicesTable, ImplementEntriesTable } from '../../db/schema-statistics.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import * as q from './queries.js';

/** How many of a device's models its card lists (the count says how many there are). */
const MODELS_PER_DEVICE = 20;

type ImplementInput = Omit<ImplementEntry, 'id'> & { id?: number };

/** Capture devices (a user's scanners by serial number, the models captured by each) and the hardware showcase. */
export class DeviceService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  private get k() {
    return this.db.kysely;
  }

  async list(user: AuthUser): Promise<{ list: DeviceView[] }> {
    const devices = await q.devicesOf(this.k, user.id);
    const models = await q.deviceModels(
      this.k,
      devices.map((d) => d.id),
    );
    return {
      list: devices.map((d) =>
        view(
          d,
          models.filter((m) => m.device_id === d.id),
        ),
      ),
    };
  }

  async add(user: AuthUser, body: { serial: string; type: DeviceType; name: string }): Promise<DeviceView> {
    return this.k.transaction().execute(async (trx) => {
      const taken = await q.deviceBySerial(trx, body.serial);
      if (taken)
        throw errors.conflict(
          taken.user_id === user.id ? '该设备已登记在您的账号下' : '该序列号已被其他账号登记，如有疑问请联系客服',
        );
      const row = {
        user_id: user.id,
        serial: body.serial,
        type: body.type,
        name: body.name,
        created_at: new Date(this.clock()).toISOString(),
      };
      try {
        const { id } = await q.insertDevice(trx, row);
        return view({ id, ...row }, []);
      } catch {
        // A concurrent registration of the same serial won the unique index.
        throw errors.conflict('该序列号已被登记');
      }
    });
  }

  async linkModel(user: AuthUser, body: { modelCode: string; deviceId: number | null }) {
    const model = await q.modelOwner(this.k, body.modelCode);
    if (!model) throw errors.notFound('模型不存在或已删除');
    if (model.user_id !== user.id) throw errors.forbidden('只能设置自己的模型');
    if (body.deviceId !== null) {
      const device = await q.deviceById(this.k, body.deviceId);
      if (!device) throw errors.notFound('设备不存在');
      if (device.user_id !== user.id) throw errors.forbidden('只能选择自己登记的设备');
    }
    await q.setModelDevice(this.k, model.id, body.deviceId);
    return { modelCode: model.model_code, deviceId: body.deviceId };
  }

  async implementList(): Promise<{ list: ImplementEntry[] }> {
    return { list: (await q.implementEntries(this.k)).map(entry) };
  }

  async implementSave(input: ImplementInput): Promise<ImplementEntry> {
    const row = {
      big_title: input.bigTitle,
      small_title: input.smallTitle,
      text: input.text,
      desc_url: input.descUrl,
      video: input.video,
      code: input.code,
      sort: input.sort,
      updated_at: new Date(this.clock()).toISOString(),
    };
    return this.k.transaction().execute(async (trx) => {
      const same = await q.implementByCode(trx, row.code);
      if (same && same.id !== input.id) throw errors.conflict(`型号 ${row.code} 已有展示条目`);
      let id = input.id;
      if (id === undefined) ({ id } = await q.insertImplement(trx, row));
      else {
        if (!(await q.implementById(trx, id))) throw errors.notFound('展示条目不存在或已删除');
        await q.updateImplement(trx, id, row);
      }
      return entry({ id, ...row });
    });
  }

  async implementDelete(id: number): Promise<{ id: number }> {
    if (!(await q.deleteImplement(this.k, id))) throw errors.notFound('展示条目不存在或已删除');
    return { id };
  }
}

function view(d: Omit<DevicesTable, 'id'> & { id: number }, models: { model_code: string; title: string }[]): DeviceView {
  const type = d.type as DeviceType;
  return {
    id: d.id,
    serial: d.serial,
    type,
    typeName: DEVICE_TYPES[type] ?? '其他',
    name: d.name,
    createdAt: d.created_at,
    models: models.slice(0, MODELS_PER_DEVICE).map((m) => ({ modelCode: m.model_code, title: m.title })),
    modelCount: models.length,
  };
}

function entry(r: Omit<ImplementEntriesTable, 'id'> & { id: number }): ImplementEntry {
  return {
    id: r.id,
    bigTitle: r.big_title,
    smallTitle: r.small_title,
    text: r.text,
    descUrl: r.desc_url,
    video: r.video,
    code: r.code,
    sort: r.sort,
  };
}
