import type { Step } from '@chef/shared';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../../playwright.config';
import { expect } from './fixtures';

/**
 * Published recipes written straight into the e2e server's database, so the personal-centre journeys
 * (collections, weekly plan, cooking history) depend neither on the demo seed nor on the recipe pages.
 */
export function insertRecipe(
  name: string,
  cover: string | null = null,
  steps: readonly Step[] = [],
  more: {
    portions?: number;
    ingredients?: readonly { name: string; value: number | null; unit: string | null }[];
    /** A user's own private recipe (issue 26's box: audit status 0) instead of a published platform one. */
    privateOf?: string;
  } = {},
): string {
  const db = new Database(`${E2E_DATA_DIR}/chef.db`, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      "INSERT INTO categories (code, name_en, name_zh, sort) VALUES ('e2e-dishes', 'Family dishes', '家常菜', 99) ON CONFLICT (code) DO NOTHING",
    ).run();
    const category = db.prepare("SELECT id FROM categories WHERE code = 'e2e-dishes'").get() as { id: number };
    const at = new Date().toISOString();
    const info = db
      .prepare(
        `INSERT INTO recipes (lang, name, cover, category_id, cooking_time, difficulty, portions, ingredients, author_id, audit_status, author_name, steps, created_at, updated_at)
         VALUES ('en-US', ?, ?, ?, 25, 1, ?, ?, ?, ?, 'Chef Robot Kitchen', ?, ?, ?)`,
      )
      .run(
        name,
        cover,
        category.id,
        more.portions ?? 2,
        JSON.stringify(more.ingredients ?? []),
        more.privateOf ?? null,
        more.privateOf ? 0 : 3,
        JSON.stringify(steps),
        at,
        at,
      );
    return String(info.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** Calls a personal-centre API as the user (for steps whose button lives on a page not wired yet). */
export async function apiAs<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = body === undefined ? await request.get(path, { headers }) : await request.post(path, { data: body, headers });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** A local calendar day's weekday as the portal's English pages name it ("Thursday"). */
export function weekdayOf(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' });
}

/** The browser's own calendar day (the weekly plan works in the viewer's days). */
export function localDay(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
