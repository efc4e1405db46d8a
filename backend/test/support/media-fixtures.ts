/**
 * Small files of each kind the catalogue takes or refuses, written byte by byte: an MP4's boxes
 * as ISO/IEC 14496-12 lays them out (only the boxes the server reads carry real values), a PDF,
 * images and an executable's header.
 */

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const zeros = (length: number) => Buffer.alloc(length);
const ascii = (text: string) => Buffer.from(text, 'latin1');

export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}

const fullBox = (type: string, version: number, ...content: Buffer[]) =>
  box(type, u8(version), zeros(3), ...content);

/** mvhd and mdhd share their first fields: times, then the timescale and the duration. */
const timed = (type: 'mvhd' | 'mdhd', seconds: number, rest: Buffer) =>
  fullBox(type, 0, zeros(8), u32(1000), u32(Math.round(seconds * 1000)), rest);

function track(handler: 'vide' | 'soun', sampleEntry: Buffer, seconds: number): Buffer {
  return box(
    'trak',
    box(
      'mdia',
      timed('mdhd', seconds, Buffer.concat([u16(0x55c4), zeros(2)])),
      fullBox('hdlr', 0, zeros(4), ascii(handler), zeros(12), ascii('Handler\0')),
      box('minf', box('stbl', fullBox('stsd', 0, u32(1), sampleEntry))),
    ),
  );
}

const videoEntry = (codec: string) =>
  box(
    codec,
    zeros(6),
    u16(1),
    zeros(16),
    u16(320),
    u16(240),
    u32(0x00480000),
    u32(0x00480000),
    zeros(4),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    box('avcC', u8(1), u8(0x42), u8(0), u8(0x1e), u8(0xff), u8(0xe0), u8(0)),
  );

/** An mp4a entry whose decoder configuration names `objectType` (0x40 AAC, 0x6b MP3). */
const audioEntry = (objectType: number) =>
  box(
    'mp4a',
    zeros(6),
    u16(1),
    zeros(8),
    u16(2),
    u16(16),
    zeros(4),
    u32(44100 * 65536),
    fullBox(
      'esds',
      0,
      Buffer.concat([u8(0x03), u8(0x19), u16(1), u8(0)]),
      Buffer.concat([u8(0x04), u8(0x11), u8(objectType), u8(0x15), zeros(3), zeros(8)]),
      Buffer.concat([u8(0x06), u8(0x01), u8(0x02)]),
    ),
  );

export interface Mp4Options {
  seconds?: number;
  /** The video sample entry: avc1 is H.264, hvc1 H.265. */
  videoCodec?: string;
  /** The audio's object type: AAC by default, 0x6b for MP3; null for no audio track. */
  audioObjectType?: number | null;
  /** The index after the media, as a camera or a plain ffmpeg run writes it. */
  moovAtEnd?: boolean;
  mediaBytes?: number;
}

/** An MP4 file: ftyp, moov (a video and maybe an audio track) and mdat. */
export function anMp4({
  seconds = 125.4,
  videoCodec = 'avc1',
  audioObjectType = 0x40,
  moovAtEnd = false,
  mediaBytes = 2048,
}: Mp4Options = {}): Buffer {
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2avc1mp41'));
  const tracks = [track('vide', videoEntry(videoCodec), seconds)];
  if (audioObjectType !== null) tracks.push(track('soun', audioEntry(audioObjectType), seconds));
  const moov = box('moov', timed('mvhd', seconds, zeros(80)), ...tracks);
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 0x5a));
  return Buffer.concat(moovAtEnd ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

/** A one-page PDF, complete with its end-of-file marker. */
export function aPdf(text = 'Trading basics'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj % ${text}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** The start of a Linux executable (ELF), whatever name it is given. */
export function anExecutable(): Buffer {
  return Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    zeros(8),
    u16(2).reverse(),
    u16(0x3e).reverse(),
    Buffer.alloc(2000, 0x90),
  ]);
}

/** A 1×1 PNG. */
export function aPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
