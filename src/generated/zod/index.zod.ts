export * from './associados/associados.zod.ts';
export * from './autenticacao/autenticacao.zod.ts';
export * from './giro/giro.zod.ts';
export * from './remessas/remessas.zod.ts';
export * from './usuarios/usuarios.zod.ts';
