import type { FileHandle } from 'node:fs/promises';

/**
 * Reading an MP4 (ISO base media file) box by box: the top level straight from the file, and the
 * `moov` index from memory. Walked here rather than with mp4box, which wants every byte of the
 * file fed through it; only the box headers and the index are read, so a 4 GiB video costs a few
 * small reads.
 */

/** Far above the index of hours of video (a few MB); a larger one is not read into memory. */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

export interface Box {
  type: string;
  /** Where the box starts, its header included. */
  start: number;
  /** Where its content starts, after the header. */
  content: number;
  /** Where it ends: `start + size`. */
  end: number;
}

/** A box whose stated size does not fit what contains it. */
export class DamagedBox extends Error {}

/** The file ends inside a box, or after the last box there are bytes that are no box. */
export class CutShort extends Error {}

function header(bytes: Buffer, at: number, limit: number): Box {
  if (limit - at < 8) throw new DamagedBox(`${limit - at} stray bytes at ${at}`);
  const size32 = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  let size = size32;
  let headerSize = 8;
  if (size32 === 1) {
    if (limit - at < 16) throw new DamagedBox(`the ${type} box's header is incomplete`);
    size = Number(bytes.readBigUInt64BE(at + 8));
    headerSize = 16;
  } else if (size32 === 0) {
    size = limit - at;
  }
  if (size < headerSize) throw new DamagedBox(`the ${type} box states ${size} bytes`);
  return { type, start: at, content: at + headerSize, end: at + size };
}

/** The file's top-level boxes, which must fill it exactly. */
export async function topLevelBoxes(file: FileHandle, fileSize: number): Promise<Box[]> {
  const boxes: Box[] = [];
  const head = Buffer.alloc(16);
  for (let at = 0; at < fileSize;) {
    const remaining = fileSize - at;
    if (remaining < 8) throw new CutShort(`${remaining} bytes after the last box`);
    await file.read(head, 0, Math.min(16, remaining), at);
    const size32 = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    if (size32 === 1 && remaining < 16) throw new CutShort(`the ${type} box's header is cut`);
    const size = size32 === 0 ? remaining : size32 === 1 ? Number(head.readBigUInt64BE(8)) : size32;
    const headerSize = size32 === 1 ? 16 : 8;
    if (size < headerSize) throw new DamagedBox(`the ${type} box states ${size} bytes`);
    if (size > remaining) {
      throw new CutShort(`the ${type} box needs ${size} bytes, ${remaining} remain`);
    }
    boxes.push({ type, start: at, content: at + headerSize, end: at + size });
    at += size;
  }
  return boxes;
}

/** A box read into memory, and the box as placed in those bytes; refused past MAX_INDEX_BYTES. */
export async function readBox(file: FileHandle, box: Box): Promise<{ bytes: Buffer; root: Box }> {
  const size = box.end - box.start;
  if (size > MAX_INDEX_BYTES) throw new DamagedBox(`the ${box.type} box is ${size} bytes`);
  const bytes = Buffer.alloc(size);
  await file.read(bytes, 0, size, box.start);
  return { bytes, root: { type: box.type, start: 0, content: box.content - box.start, end: size } };
}

/** The boxes inside `bytes` from `from` to `to`, which they must fill exactly. */
export function childBoxes(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at < to;) {
    const box = header(bytes, at, to);
    if (box.end > to) throw new DamagedBox(`the ${box.type} box runs past its parent`);
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

/** The first child of `parent` with the type, or of the path of types (`mdia`, `minf`, …). */
export function find(bytes: Buffer, parent: Box, ...path: string[]): Box | undefined {
  let current: Box | undefined = parent;
  for (const type of path) {
    if (!current) return undefined;
    current = childBoxes(bytes, current.content, current.end).find((box) => box.type === type);
  }
  return current;
}

/** Every child of `parent` with the type. */
export function findAll(bytes: Buffer, parent: Box, type: string): Box[] {
  return childBoxes(bytes, parent.content, parent.end).filter((box) => box.type === type);
}
