export * from './associados/associados.ts';
export * from './autenticacao/autenticacao.ts';
export * from './giro/giro.ts';
export * from './remessas/remessas.ts';
export * from './usuarios/usuarios.ts';
