import { z } from 'zod';

/** Where an upload belongs (api.md): the first segment of its stored name. */
export const UPLOAD_FOLDERS = ['recipe', 'avatar', 'feedback', 'anthology', 'article'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const uploadFolderSchema = z.enum(UPLOAD_FOLDERS);

/** data of uploadFileToThirdStorage: the URL of the large WebP (its thumbnail: imageVariant(url, 'sm')). */
export const uploadResultSchema = z.string();

/** A picture URL sent back to the server (avatar, covers): http(s) only; the service checks it is ours. */
export const imageUrlSchema = z.url({ protocol: /^https?$/, message: 'validation.imageUrl' }).max(500);
