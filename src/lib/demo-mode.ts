/**
 * What mock mode tells the screens about the demo (credentials, sample payment ids). Set by the
 * mock backend at start; always empty in the live build, which never loads mock code.
 */
export interface DemoInfo {
  credentials: { cpf: string; cpfFormatado: string; senha: string };
  paymentIds: Record<string, string>;
}

let demoInfo: DemoInfo | null = null;

export const setDemoInfo = (info: DemoInfo) => {
  demoInfo = info;
};

export const getDemoInfo = () => demoInfo;
