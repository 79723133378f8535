import type { Uf } from '@/generated/model';

/**
 * Real cities with their state, phone area code (DDD) and the CEP range of their centre, so the
 * seed's addresses, phones and postal codes agree with each other and with the postal-code lookup.
 */
export interface City {
  cidade: string;
  uf: Uf;
  ddd: string;
  cepPrefix: string;
}

export const cities: City[] = [
  { cidade: 'São Paulo', uf: 'SP', ddd: '11', cepPrefix: '013' },
  { cidade: 'Campinas', uf: 'SP', ddd: '19', cepPrefix: '130' },
  { cidade: 'Santos', uf: 'SP', ddd: '13', cepPrefix: '110' },
  { cidade: 'Ribeirão Preto', uf: 'SP', ddd: '16', cepPrefix: '140' },
  { cidade: 'Sorocaba', uf: 'SP', ddd: '15', cepPrefix: '180' },
  { cidade: 'Rio de Janeiro', uf: 'RJ', ddd: '21', cepPrefix: '200' },
  { cidade: 'Niterói', uf: 'RJ', ddd: '21', cepPrefix: '240' },
  { cidade: 'Petrópolis', uf: 'RJ', ddd: '24', cepPrefix: '256' },
  { cidade: 'Belo Horizonte', uf: 'MG', ddd: '31', cepPrefix: '301' },
  { cidade: 'Uberlândia', uf: 'MG', ddd: '34', cepPrefix: '384' },
  { cidade: 'Juiz de Fora', uf: 'MG', ddd: '32', cepPrefix: '360' },
  { cidade: 'Vitória', uf: 'ES', ddd: '27', cepPrefix: '290' },
  { cidade: 'Curitiba', uf: 'PR', ddd: '41', cepPrefix: '800' },
  { cidade: 'Londrina', uf: 'PR', ddd: '43', cepPrefix: '860' },
  { cidade: 'Maringá', uf: 'PR', ddd: '44', cepPrefix: '870' },
  { cidade: 'Florianópolis', uf: 'SC', ddd: '48', cepPrefix: '880' },
  { cidade: 'Joinville', uf: 'SC', ddd: '47', cepPrefix: '892' },
  { cidade: 'Blumenau', uf: 'SC', ddd: '47', cepPrefix: '890' },
  { cidade: 'Porto Alegre', uf: 'RS', ddd: '51', cepPrefix: '900' },
  { cidade: 'Caxias do Sul', uf: 'RS', ddd: '54', cepPrefix: '950' },
  { cidade: 'Pelotas', uf: 'RS', ddd: '53', cepPrefix: '960' },
  { cidade: 'Salvador', uf: 'BA', ddd: '71', cepPrefix: '400' },
  { cidade: 'Feira de Santana', uf: 'BA', ddd: '75', cepPrefix: '440' },
  { cidade: 'Recife', uf: 'PE', ddd: '81', cepPrefix: '500' },
  { cidade: 'Caruaru', uf: 'PE', ddd: '81', cepPrefix: '550' },
  { cidade: 'Fortaleza', uf: 'CE', ddd: '85', cepPrefix: '600' },
  { cidade: 'Natal', uf: 'RN', ddd: '84', cepPrefix: '590' },
  { cidade: 'João Pessoa', uf: 'PB', ddd: '83', cepPrefix: '580' },
  { cidade: 'Maceió', uf: 'AL', ddd: '82', cepPrefix: '570' },
  { cidade: 'Aracaju', uf: 'SE', ddd: '79', cepPrefix: '490' },
  { cidade: 'Teresina', uf: 'PI', ddd: '86', cepPrefix: '640' },
  { cidade: 'São Luís', uf: 'MA', ddd: '98', cepPrefix: '650' },
  { cidade: 'Belém', uf: 'PA', ddd: '91', cepPrefix: '660' },
  { cidade: 'Manaus', uf: 'AM', ddd: '92', cepPrefix: '690' },
  { cidade: 'Macapá', uf: 'AP', ddd: '96', cepPrefix: '689' },
  { cidade: 'Boa Vista', uf: 'RR', ddd: '95', cepPrefix: '693' },
  { cidade: 'Rio Branco', uf: 'AC', ddd: '68', cepPrefix: '699' },
  { cidade: 'Porto Velho', uf: 'RO', ddd: '69', cepPrefix: '768' },
  { cidade: 'Palmas', uf: 'TO', ddd: '63', cepPrefix: '770' },
  { cidade: 'Goiânia', uf: 'GO', ddd: '62', cepPrefix: '740' },
  { cidade: 'Anápolis', uf: 'GO', ddd: '62', cepPrefix: '750' },
  { cidade: 'Cuiabá', uf: 'MT', ddd: '65', cepPrefix: '780' },
  { cidade: 'Campo Grande', uf: 'MS', ddd: '67', cepPrefix: '790' },
  { cidade: 'Brasília', uf: 'DF', ddd: '61', cepPrefix: '700' },
];

export const neighbourhoods = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cecília',
  'Bela Vista',
  'São José',
  'Jardim Paulista',
  'Cidade Nova',
  'Santo Antônio',
  'Aparecida',
  'Alto da Glória',
];

export const streetTypes = ['Rua', 'Avenida', 'Travessa', 'Praça', 'Alameda'];

/** Well-known real addresses, answered by the mock postal-code service besides the seed's own. */
export const landmarkAddresses = [
  { cep: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  {
    cep: '70150900',
    street: 'Praça dos Três Poderes',
    neighborhood: 'Zona Cívico-Administrativa',
    city: 'Brasília',
    state: 'DF',
  },
  { cep: '22021001', street: 'Avenida Atlântica', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' },
  { cep: '80010000', street: 'Rua XV de Novembro', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
  { cep: '30130010', street: 'Avenida Afonso Pena', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG' },
];

/** Kinds of registry office, to name offices: `${n}º Tabelionato de Notas de ${cidade}`. */
export const officeKinds = [
  'Tabelionato de Notas',
  'Ofício de Registro de Imóveis',
  'Cartório de Registro Civil das Pessoas Naturais',
  'Tabelionato de Protesto de Títulos',
  'Ofício de Registro de Títulos e Documentos',
];
