export * from './cep/cep.zod.ts';
