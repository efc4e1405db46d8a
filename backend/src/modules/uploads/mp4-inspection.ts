import { open } from 'node:fs/promises';
import {
  type Box,
  CutShort,
  DamagedBox,
  childBoxes,
  find,
  findAll,
  readBox,
  topLevelBoxes,
} from './mp4-boxes.js';

/** What an MP4 lesson video is found to be. */
export type Mp4Verdict =
  | { kind: 'playable'; durationSeconds: number }
  | { kind: 'cut-short'; detail: string }
  | { kind: 'index-at-end' }
  | { kind: 'refused'; detail: string };

/** H.264 sample entries: parameter sets in the entry (avc1) or in the stream (avc3). */
const H264_ENTRIES = new Set(['avc1', 'avc3']);
/** The MPEG-4 object types of AAC in an `esds`: MPEG-4 Audio, and MPEG-2 AAC's three profiles. */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);
/** All ones: a duration that the writer did not know. */
const UNKNOWN_DURATION_64 = 0xffffffffffffffffn;
const UNKNOWN_DURATION_32 = 0xffffffff;
const ES_DESCRIPTOR = 0x03;
const DECODER_CONFIG_DESCRIPTOR = 0x04;
/** The fields of a sound sample entry before its child boxes, by the entry's version. */
const SOUND_ENTRY_FIELDS: Record<number, number> = { 0: 28, 1: 44, 2: 64 };

/**
 * Whether the file is a lesson video students can stream: an `ftyp` first, top-level boxes that
 * add up to the file, the `moov` index before the media (`mdat`) so playback starts at once, an
 * H.264 video track, AAC audio if any, and a duration.
 */
export async function inspectMp4(path: string, fileSize: number): Promise<Mp4Verdict> {
  const file = await open(path, 'r');
  try {
    const boxes = await topLevelBoxes(file, fileSize);
    if (boxes[0]?.type !== 'ftyp')
      return { kind: 'refused', detail: 'it does not start with ftyp' };
    const moovAt = boxes.findIndex((box) => box.type === 'moov');
    const mdatAt = boxes.findIndex((box) => box.type === 'mdat');
    if (moovAt === -1) return { kind: 'cut-short', detail: 'it has no moov index' };
    if (mdatAt === -1) return { kind: 'refused', detail: 'it holds no media data (mdat)' };
    if (mdatAt < moovAt) return { kind: 'index-at-end' };
    const { bytes, root } = await readBox(file, boxes[moovAt]);
    return judgeIndex(bytes, root);
  } catch (error) {
    if (error instanceof CutShort) return { kind: 'cut-short', detail: error.message };
    if (error instanceof DamagedBox)
      return { kind: 'refused', detail: `damaged: ${error.message}` };
    // A box too short for the fields its type has.
    if (error instanceof RangeError)
      return { kind: 'refused', detail: 'damaged: a box is too short' };
    throw error;
  } finally {
    await file.close();
  }
}

function judgeIndex(bytes: Buffer, moov: Box): Mp4Verdict {
  let video = false;
  let longestTrack = 0;
  for (const trak of findAll(bytes, moov, 'trak')) {
    const handler = find(bytes, trak, 'mdia', 'hdlr');
    const entries = sampleEntries(bytes, trak);
    const mdhd = find(bytes, trak, 'mdia', 'mdhd');
    if (mdhd) longestTrack = Math.max(longestTrack, durationOf(bytes, mdhd));
    const kind = handler ? bytes.toString('latin1', handler.content + 8, handler.content + 12) : '';
    if (kind === 'vide') {
      const codec = entries.find((entry) => !H264_ENTRIES.has(entry.type));
      if (codec || entries.length === 0) {
        return {
          kind: 'refused',
          detail: `its video is ${codec?.type ?? 'of no codec'}, not H.264`,
        };
      }
      video = true;
    } else if (kind === 'soun') {
      const codec = entries.find((entry) => !isAac(bytes, entry));
      if (codec || entries.length === 0) {
        return { kind: 'refused', detail: `its audio is ${codec?.type ?? 'of no codec'}, not AAC` };
      }
    }
  }
  if (!video) return { kind: 'refused', detail: 'it has no video track' };
  const mvhd = find(bytes, moov, 'mvhd');
  const seconds = (mvhd ? durationOf(bytes, mvhd) : 0) || longestTrack;
  if (!(seconds > 0)) return { kind: 'refused', detail: 'it states no duration' };
  return { kind: 'playable', durationSeconds: Math.max(1, Math.round(seconds)) };
}

function sampleEntries(bytes: Buffer, trak: Box): Box[] {
  const stsd = find(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd');
  if (!stsd) return [];
  // A full box (version and flags), then the entry count, then the entries.
  return childBoxes(bytes, stsd.content + 8, stsd.end);
}

/** `mvhd` and `mdhd` alike: version 1 has 64-bit times, version 0 32-bit ones. */
function durationOf(bytes: Buffer, box: Box): number {
  const version = bytes[box.content];
  const fields = box.content + 4;
  if (version === 1) {
    const timescale = bytes.readUInt32BE(fields + 16);
    const duration = bytes.readBigUInt64BE(fields + 20);
    return timescale > 0 && duration !== UNKNOWN_DURATION_64 ? Number(duration) / timescale : 0;
  }
  const timescale = bytes.readUInt32BE(fields + 8);
  const duration = bytes.readUInt32BE(fields + 12);
  return timescale > 0 && duration !== UNKNOWN_DURATION_32 ? duration / timescale : 0;
}

/** An `mp4a` entry whose decoder configuration names AAC. */
function isAac(bytes: Buffer, entry: Box): boolean {
  if (entry.type !== 'mp4a') return false;
  const version = bytes.readUInt16BE(entry.content + 8);
  const fields = SOUND_ENTRY_FIELDS[version];
  if (fields === undefined) return false;
  const esds = childBoxes(bytes, entry.content + fields, entry.end).find(
    (box) => box.type === 'esds',
  );
  return esds !== undefined && AAC_OBJECT_TYPES.has(objectType(bytes, esds.content + 4, esds.end));
}

/** The objectTypeIndication of the decoder configuration in an ES descriptor, or -1. */
function objectType(bytes: Buffer, from: number, to: number): number {
  let at = from;
  const descriptor = (tag: number): boolean => {
    if (at >= to || bytes[at] !== tag) return false;
    at += 1;
    // The length: up to four bytes of seven bits, each but the last with its top bit set.
    for (let count = 0; count < 4 && at < to; count += 1) {
      const byte = bytes[at];
      at += 1;
      if ((byte & 0x80) === 0) break;
    }
    return true;
  };
  if (!descriptor(ES_DESCRIPTOR) || at + 3 > to) return -1;
  const flags = bytes[at + 2];
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (bytes[at] ?? 0);
  if (flags & 0x20) at += 2;
  if (!descriptor(DECODER_CONFIG_DESCRIPTOR) || at >= to) return -1;
  return bytes[at];
}
