import { describe, expect, it } from 'vitest';
import { imageUrlSchema, uploadFolderSchema } from './upload.js';

describe('upload schemas', () => {
  it('knows the five folders of api.md', () => {
    expect(uploadFolderSchema.options).toEqual(['recipe', 'avatar', 'feedback', 'anthology', 'article']);
  });

  it('accepts only http(s) picture URLs', () => {
    expect(imageUrlSchema.safeParse('http://localhost:3000/media/a.webp').success).toBe(true);
    expect(imageUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
