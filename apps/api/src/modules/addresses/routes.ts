import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  IdParamsSchema,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  AddressBodySchema,
  AddressCountrySchemaSchema,
  AddressLabelSchema,
  AddressSchema,
  AddressSchemaQuerySchema,
} from './schemas.ts';
import type { AddressesService } from './service.ts';

const tags = ['Addresses'];
const base = '/api/user/customer/address/v1';
const authErrors = { 401: ErrorResponseSchema, ...commonErrors };

export const addressesRoutes: FastifyPluginAsyncZod<{
  service: AddressesService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.get(
    `${base}/addresses`,
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s addresses, the default first',
        response: { 200: dataOf(z.array(AddressSchema)), ...authErrors },
      },
    },
    async (request) => ({ data: await service.list((await currentCustomer(request)).id) }),
  );

  app.post(
    `${base}/addresses`,
    {
      schema: {
        tags,
        summary: 'Add an address (validated against its country’s address schema)',
        body: AddressBodySchema,
        response: { 201: dataOf(AddressSchema), ...authErrors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      reply.code(201);
      return { data: await service.create(customer.id, request.body) };
    },
  );

  app.put(
    `${base}/addresses/:id`,
    {
      schema: {
        tags,
        summary: 'Replace an address',
        params: IdParamsSchema,
        body: AddressBodySchema,
        response: { 200: dataOf(AddressSchema), ...authErrors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      return { data: await service.update(customer.id, request.params.id, request.body) };
    },
  );

  app.delete(
    `${base}/addresses/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an address (the newest other address becomes the default)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...authErrors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      await service.remove(customer.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/labels`,
    {
      schema: {
        tags,
        summary: 'Labels an address can carry',
        response: { 200: dataOf(z.array(AddressLabelSchema)), ...commonErrors },
      },
    },
    async () => ({ data: service.labels() }),
  );

  app.get(
    `${base}/address-schema`,
    {
      schema: {
        tags,
        summary: 'The address form of a country: fields, options and validation rules',
        querystring: AddressSchemaQuerySchema,
        response: { 200: dataOf(AddressCountrySchemaSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: service.schemaOf(request.query.country_code) }),
  );
};
