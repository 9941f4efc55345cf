import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  addressIdParams,
  addressLimitSchema,
  orderReceiptAddressBody,
  orderShippingAddressBody,
  receiptAddressBody,
  receiptAddressSchema,
  setDefaultBody,
  shippingAddressBody,
  shippingAddressSchema,
} from '@pawsook/shared/schemas/addresses';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { AddressBook, AddressesService } from './addresses.service';

const books = [
  {
    book: 'shipping' as AddressBook,
    path: '/api/v1/member-addresses',
    limitPath: '/api/v1/member-addresses/check-limit-address',
    body: shippingAddressBody,
    schema: shippingAddressSchema,
    label: 'shipping address',
  },
  {
    book: 'receipt' as AddressBook,
    path: '/api/v1/member-address-receipts',
    limitPath: '/api/v1/member-address-receipts/check-limit-address-receipt',
    body: receiptAddressBody,
    schema: receiptAddressSchema,
    label: 'tax-invoice address',
  },
];

export function addressesRoutes(addresses: AddressesService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const tags = ['addresses'];
    const security = [{ bearer: [] }];

    for (const { book, path, limitPath, body, schema, label } of books) {
      app.get(
        path,
        { schema: { tags, security, summary: `The member's ${label}es, default first, then newest`, response: { 200: envelopeSchema(z.array(schema)) } } },
        async (request) => okEnvelope(await addresses.list(request.memberId, book, request.lang)),
      );

      app.get(
        limitPath,
        {
          schema: {
            tags,
            security,
            summary: `Whether another ${label} fits (400 with the limit message at 5)`,
            response: { 200: envelopeSchema(addressLimitSchema) },
          },
        },
        async (request) => okEnvelope(await addresses.checkLimit(request.memberId, book)),
      );

      app.post(path, { schema: { tags, security, summary: `Add a ${label}`, body, response: { 200: envelopeSchema(schema) } } }, async (request) =>
        okEnvelope(await addresses.create(request.memberId, book, request.body, request.lang)),
      );

      app.put(
        `${path}/:id`,
        { schema: { tags, security, summary: `Replace a ${label}`, params: addressIdParams, body, response: { 200: envelopeSchema(schema) } } },
        async (request) => okEnvelope(await addresses.update(request.memberId, book, request.params.id, request.body, request.lang)),
      );

      app.patch(
        `${path}/:id`,
        {
          schema: {
            tags,
            security,
            summary: `Make a ${label} the default`,
            params: addressIdParams,
            body: setDefaultBody,
            response: { 200: envelopeSchema(schema) },
          },
        },
        async (request) => okEnvelope(await addresses.setDefault(request.memberId, book, request.params.id, request.lang)),
      );

      app.delete(
        `${path}/:id`,
        {
          schema: {
            tags,
            security,
            summary: `Delete a ${label} (not the default)`,
            params: addressIdParams,
            response: { 200: envelopeSchema(z.null()) },
          },
        },
        async (request) => {
          await addresses.remove(request.memberId, book, request.params.id);
          return okEnvelope(null);
        },
      );
    }

    app.post(
      '/api/v1/order-shipping-address',
      {
        schema: {
          tags,
          security,
          summary: "The order's own copy of a shipping address; with isAddToAccount also saved to the book",
          body: orderShippingAddressBody,
          response: { 200: envelopeSchema(z.number().int()) },
        },
      },
      async (request) => okEnvelope(await addresses.createOrderAddress(request.memberId, 'shipping', request.body)),
    );

    app.post(
      '/api/v1/order-receipt-address',
      {
        schema: {
          tags,
          security,
          summary: "The order's own copy of a tax-invoice address; with isAddToAccount also saved to the book",
          body: orderReceiptAddressBody,
          response: { 200: envelopeSchema(z.number().int()) },
        },
      },
      async (request) => okEnvelope(await addresses.createOrderAddress(request.memberId, 'receipt', request.body)),
    );
  };
}
