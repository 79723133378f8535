export * from './cep/cep.ts';
