import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import { storeProductsResource } from '#contract/store/storeResources.ts';
import type { StoreProductUploadRequest } from '#contract/store/store.ts';
import { STORE_FULFILMENT_MESSAGES } from '#contract/store/storeFulfilment.ts';
import { StoreProductUploadRequest as UploadFields } from '#contract/store/store.ts';
import { storeProducts } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { displayPictureAt } from '#server/church/church-pictures.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { storeProductsServerResource } from './store-resources.ts';
import { storeOrdersServerResource } from './store-orders-resource.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import {
  specialOffers,
  storeCatalogue,
  storeItem,
  storeProducts as listProducts,
} from './catalogue.ts';
import { accountOrders, checkout, quote, STORE_ROLES } from './checkout.ts';
import { downloadLink, sendDownload } from './downloads.ts';
import { adminMoveStoreOrder } from './store-order-fulfilment.ts';
import { PRODUCT_FILE_MAX_BYTES, PRODUCT_PICTURE_SIZE, productFileOf } from './product-files.ts';

/**
 * The store (issue 11, decision 050): the catalogue, special offers, the server's quote and the
 * checkout, the account's orders and their signed downloads; and the admins' uploads of a
 * product's picture and file and their moves of an order's delivery (decision 056; the rest of
 * the admin's store is resources).
 */
export async function registerStoreRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  defineRoute(app, deps, {
    endpoint: endpoints.storeCatalogue,
    access: STORE_ROLES,
    handler: () => storeCatalogue(deps.db, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeProducts,
    access: STORE_ROLES,
    handler: ({ body }) => listProducts(deps.db, deps.clock.now(), body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeProduct,
    access: STORE_ROLES,
    handler: async ({ body }) => {
      const item = await storeItem(deps.db, deps.clock.now(), body.id);
      if (!item) throw notFound('This product is not in the store.');
      return item;
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeSpecialOffers,
    access: STORE_ROLES,
    handler: async () => ({ items: await specialOffers(deps.db, deps.clock.now()) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeQuote,
    access: STORE_ROLES,
    handler: ({ user, body }) => quote(deps, user, body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeCheckout,
    access: STORE_ROLES,
    handler: async ({ user, body }) => ({ order: await checkout(deps, user, body) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeOrders,
    access: STORE_ROLES,
    handler: async ({ user }) => ({ orders: await accountOrders(deps.db, user.accountId) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeDownloadLink,
    access: STORE_ROLES,
    handler: ({ user, body }) => downloadLink(deps, user.accountId, body.item_id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.storeDownload,
    access: 'public',
    handler: ({ body, reply }) => sendDownload(deps, reply, body),
  });

  const storeOrdersStore = storeOrdersServerResource().store;
  defineRoute(app, deps, {
    endpoint: endpoints.storeOrderTransition,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      const id = await adminMoveStoreOrder(deps, user.id, body);
      const record = await storeOrdersStore.get(deps.db, id);
      if (!record) throw notFound(STORE_FULFILMENT_MESSAGES.notFound);
      return record as never;
    },
  });

  const products = storeProductsServerResource().store;

  /** Sets one of a product's files, in the activity log like any other change of it. */
  async function setProductFile(
    userId: number,
    id: number,
    columns: Partial<typeof storeProducts.$inferInsert>,
    field: string,
  ) {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(storeProducts)
        .set({ ...columns, updatedAt: now })
        .where(eq(storeProducts.id, id))
        .returning({ name: storeProducts.name });
      if (!updated) throw notFound('This record does not exist (any more).');
      await recordActivity(
        tx,
        {
          actorId: userId,
          action: 'update',
          resource: storeProductsResource.name,
          recordId: id,
          recordLabel: updated.name,
          changedFields: [field],
        },
        now,
      );
      return (await products.get(tx, id)) as never;
    });
  }

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: PICTURE_LIMITS.maxBytes });
    defineRoute(scope, deps, {
      endpoint: endpoints.storeProductImage,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<StoreProductUploadRequest>(request, UploadFields, {
          fileField: 'picture',
          maxBytes: PICTURE_LIMITS.maxBytes,
        });
        const picture = await displayPictureAt(PRODUCT_PICTURE_SIZE, upload.file);
        // Stored before the row names it: a failed write leaves an unused file, never a
        // product pointing at nothing.
        await deps.storage.put(picture.key, picture.body, picture.contentType);
        return setProductFile(
          user.id,
          Number(upload.fields.id),
          { imageKey: picture.key },
          'image_url',
        );
      },
    });
  });

  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: PRODUCT_FILE_MAX_BYTES });
    defineRoute(scope, deps, {
      endpoint: endpoints.storeProductFile,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<StoreProductUploadRequest>(request, UploadFields, {
          fileField: 'file',
          maxBytes: PRODUCT_FILE_MAX_BYTES,
        });
        const file = productFileOf(upload.file);
        if (!file) throw validationFailed({ file: 'Choose a PDF or a ZIP file.' });
        await deps.storage.put(file.key, upload.file, file.contentType);
        const name = upload.filename.trim().slice(0, 200) || `download.${file.extension}`;
        return setProductFile(
          user.id,
          Number(upload.fields.id),
          { fileKey: file.key, fileName: name },
          'file_name',
        );
      },
    });
  });
}
