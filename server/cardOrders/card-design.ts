import { eq } from 'drizzle-orm';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import type { CardDesign } from '#contract/cardOrders/cardOrders.ts';
import { SHORT_CODE_LENGTH } from '#contract/shortCodes/shortCodes.ts';
import type { Db } from '#server/db/database.ts';
import { cardLogos, shippingAddresses } from '#server/db/schema.ts';
import { cardLogoOf } from './card-logo.ts';
import { CARD_PRINT } from './card-print-spec.ts';
import { shortUrlOf } from './card-orders.ts';
import { cardTargetOf } from './card-target.ts';
import type { OrderingAccount } from './card-target.ts';
import { qrMatrix, qrSvgPath } from './qr-matrix.ts';

/** A code of the real length from the code alphabet, for the preview (X is one of its letters). */
const SAMPLE_CODE = 'X'.repeat(SHORT_CODE_LENGTH);

/**
 * GET /card_orders/design: what the caller's next card shows. An individual's card names the
 * church its code leads to, and shows its logo unless they uploaded their own.
 */
export async function cardDesignOf(
  db: Db,
  appUrl: string,
  account: OrderingAccount,
  userId: number,
): Promise<CardDesign> {
  const target = await cardTargetOf(db, account, userId);
  const [ownLogo] = await db.select().from(cardLogos).where(eq(cardLogos.accountId, account.id));
  const [churchLogo] =
    ownLogo || !target || target.churchAccountId === account.id
      ? []
      : await db.select().from(cardLogos).where(eq(cardLogos.accountId, target.churchAccountId));
  const logo = ownLogo ?? churchLogo;
  const [shipping] = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.accountId, account.id));
  const sampleShortUrl = shortUrlOf(appUrl, SAMPLE_CODE);
  const matrix = qrMatrix(sampleShortUrl);
  return {
    church_name: target?.churchName ?? account.churchName ?? '',
    logo: logo ? cardLogoOf(logo) : null,
    sample_short_url: sampleShortUrl,
    qr_preview: { size: matrix.size, path: qrSvgPath(matrix) },
    leads_to: target?.leadsTo ?? 'church_welcome_video',
    shipping_address: shipping
      ? {
          name: shipping.name,
          address: shipping.address,
          address2: shipping.address2,
          city: shipping.city,
          state: shipping.state,
          zip_code: shipping.zipCode,
          country: shipping.country,
        }
      : null,
    card: {
      trim_width_in: CARD_PRINT.trimWidthIn,
      trim_height_in: CARD_PRINT.trimHeightIn,
      bleed_in: CARD_PRINT.bleedIn,
      safe_in: CARD_PRINT.safeIn,
    },
    problem: target ? null : CARD_ORDER_MESSAGES.nowhereToLead,
  };
}
