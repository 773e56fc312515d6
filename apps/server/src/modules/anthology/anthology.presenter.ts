import type { Anthology } from '@chef/shared';
import type { AnthologyRow } from './anthology.repository.js';

/**
 * A collection as the API shows it. `fallbackCover`: the cover of its newest recipe, shown when the
 * user chose none (anthologyCover stays what the user chose).
 */
export function toAnthology(row: AnthologyRow, recipeCount: number, fallbackCover: string | null): Anthology {
  return {
    id: String(row.id),
    anthologyName: row.name,
    anthologyCover: row.cover,
    cover: row.cover ?? fallbackCover,
    recipeCount,
    createTime: row.created_at,
  };
}
