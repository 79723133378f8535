import { HttpResponse } from 'msw';
import { getConsultarCepMockHandler } from '@/generated/cep/cep/cep.msw';
import { db } from '../db';
import { landmarkAddresses } from '../db/br-data';
import { operation } from '../lib/operation';

/** The postal-code service knows the seed's addresses and a few landmarks; any other CEP is 404. */
export const cepHandlers = {
  consultarCep: getConsultarCepMockHandler(
    operation('consultarCep', ({ params }) => {
      const { cep } = params;
      const landmark = landmarkAddresses.find((address) => address.cep === cep);
      if (landmark) return { ...landmark, service: 'mock' };
      const associado = db.associados.findFirst((q) => q.where({ endereco: { cep } }));
      if (associado) {
        const { endereco } = associado;
        return {
          cep,
          state: endereco.uf,
          city: endereco.cidade,
          neighborhood: endereco.bairro,
          street: endereco.logradouro,
          service: 'mock',
        };
      }
      throw HttpResponse.json(
        {
          name: 'CepPromiseError',
          message: 'Todos os serviços de CEP retornaram erro.',
          type: 'service_error',
          errors: [],
        },
        { status: 404 },
      );
    }),
  ),
};
