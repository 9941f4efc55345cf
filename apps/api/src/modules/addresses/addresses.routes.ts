import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { envelopeRoutes } from '../../http/envelope-routes';
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
    const route = envelopeRoutes(app, { docs: { tags: ['addresses'], security: [{ bearer: [] }] } });

    for (const { book, path, limitPath, body, schema, label } of books) {
      route.get(path, { summary: `The member's ${label}es, default first, then newest`, result: z.array(schema) }, (request) =>
        addresses.list(request.memberId, book, request.lang),
      );

      route.get(limitPath, { summary: `Whether another ${label} fits (400 with the limit message at 5)`, result: addressLimitSchema }, (request) =>
        addresses.checkLimit(request.memberId, book),
      );

      route.post(path, { summary: `Add a ${label}`, body, result: schema }, (request) => addresses.create(request.memberId, book, request.body, request.lang));

      route.put(`${path}/:id`, { summary: `Replace a ${label}`, params: addressIdParams, body, result: schema }, (request) =>
        addresses.update(request.memberId, book, request.params.id, request.body, request.lang),
      );

      route.patch(`${path}/:id`, { summary: `Make a ${label} the default`, params: addressIdParams, body: setDefaultBody, result: schema }, (request) =>
        addresses.setDefault(request.memberId, book, request.params.id, request.lang),
      );

      route.delete(`${path}/:id`, { summary: `Delete a ${label} (not the default)`, params: addressIdParams, result: z.null() }, async (request) => {
        await addresses.remove(request.memberId, book, request.params.id);
        return null;
      });
    }

    route.post(
      '/api/v1/order-shipping-address',
      {
        summary: "The order's own copy of a shipping address; with isAddToAccount also saved to the book",
        body: orderShippingAddressBody,
        result: z.number().int(),
      },
      (request) => addresses.createOrderAddress(request.memberId, 'shipping', request.body),
    );

    route.post(
      '/api/v1/order-receipt-address',
      {
        summary: "The order's own copy of a tax-invoice address; with isAddToAccount also saved to the book",
        body: orderReceiptAddressBody,
        result: z.number().int(),
      },
      (request) => addresses.createOrderAddress(request.memberId, 'receipt', request.body),
    );
  };
}
