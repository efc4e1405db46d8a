/** Small files that are what they say by content, for receipt uploads. */
export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6300010000050001a5f645400000000049454e44ae426082', 'hex'),
]);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0),
  Buffer.from('ffd9', 'hex'),
]);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
