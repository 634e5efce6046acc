import { api } from '../../../lib/api';

export interface PushDeviceInput {
  pushId: string;
  platform: 'web' | 'android' | 'ios';
}

export function registerPushDevice(input: PushDeviceInput): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/me/push-devices', { method: 'POST', body: input, silent: true, slowHint: false });
}
