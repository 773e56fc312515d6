import { local, readJson, STORAGE_KEYS } from '../../../lib/storage';
import type { RecipeForm } from './recipe-form';

/**
 * The recipe being written, kept in this browser on every change: a reload, a closed tab or a lost
 * connection loses nothing. One draft for a new recipe and one per recipe being edited; dropped once
 * the recipe is sent.
 */
const keyOf = (id: string | undefined) => `${STORAGE_KEYS.recipeDraft}:${id ?? 'new'}`;

export const loadDraft = (id?: string): RecipeForm | null => readJson<RecipeForm>(local.get(keyOf(id)));
export const saveDraft = (form: RecipeForm): void => local.set(keyOf(form.id), JSON.stringify(form));
export const dropDraft = (id?: string): void => local.remove(keyOf(id));
