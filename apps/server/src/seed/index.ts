import type { Db } from '../db/index.js';
import { now } from '../db/index.js';
import { createAdvRepository } from '../modules/base/adv.repository.js';
import { seedContent } from './content.js';

/**
 * Demo content for an empty database. Config records: a service phone per language and the app QR
 * target; deliberately no Android or App Store link, so the portal shows 'not provided yet' until
 * staff configure one.
 */
export async function seedDemo(db: Db, publicUrl: string): Promise<boolean> {
  const adv = createAdvRepository(db);
  // Recipes, articles, covers and banners (content.ts) whenever the content tables are empty; after the
  // config records, whose check the banners would otherwise defeat.
  if (!(await adv.isEmpty())) return seedContent(db, { publicUrl });
  const at = now();
  const record = (adv_type: string, lang: string, adv_name: string, adv_url: string | null = null) => ({
    adv_type,
    lang,
    adv_name,
    adv_url,
    adv_pic: null,
    sort: 0,
    created_at: at,
  });
  await adv.insertMany([
    record('phone', 'en-US', '+1 (800) 555-0199'),
    record('phone', 'zh-CN', '400-800-0199'),
    // No download QR target: the demo has no app to download (the footer says "not provided yet", as its
    // download buttons do); staff configure the app's link in the console (advType qrcode).
  ]);
  await seedContent(db, { publicUrl });
  return true;
}
