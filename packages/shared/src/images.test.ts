import { describe, expect, it } from 'vitest';
import { detectImageType } from './images.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', () => {
  it('recognises PNG and JPEG by their signatures', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
  });

  it.each([
    ['a shell script', text('#!/bin/sh\nrm -rf /\n')],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF', text('GIF89a....')],
    ['HTML', text('<!doctype html><html>')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['nothing', bytes()],
  ])('rejects %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
