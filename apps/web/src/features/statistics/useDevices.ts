/** /myaccount/equipment's logic: my devices, registering one and linking my models to them. */
import { DEVICE_TYPES, type DeviceType } from '@moxing/shared';
import { useMyModels } from '../shelf';
import { useAddDevice, useDevices, useLinkModel } from './api';

export const DEVICE_TYPE_OPTIONS = (Object.keys(DEVICE_TYPES) as DeviceType[]).map((k) => ({ value: k, label: DEVICE_TYPES[k] }));

export function useEquipment() {
  const devices = useDevices();
  const add = useAddDevice();
  const link = useLinkModel();
  const models = useMyModels({ pageNum: 1, pageSize: 100, status: 'ready' });
  return { devices, add, link, models };
}
