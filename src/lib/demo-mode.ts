import { createStore, useStore } from '@/lib/store';

/**
 * What mock mode tells the screens about the demo (credentials, sample payment ids). Set by the
 * mock backend at start; always empty in the live build, which never loads mock code.
 */
export interface DemoInfo {
  credentials: { cpf: string; cpfFormatado: string; senha: string };
  paymentIds: Record<string, string>;
}

const demoInfo = createStore<DemoInfo | null>(null);

export const setDemoInfo = (info: DemoInfo) => demoInfo.set(info);

/** The demo's info in a component (null outside mock mode), re-rendering when it is set. */
export const useDemoInfo = () => useStore(demoInfo);
