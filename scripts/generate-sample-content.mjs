#!/usr/bin/env node
// Writes the sample e-books, lesson videos and book covers that the repository ships, from the
// catalogue in @academy/contracts, so that every catalogue entry has its file.
// Needs ffmpeg (Debian: apt-get install ffmpeg) and the built libs (npm run build). The output is
// committed: nobody else needs ffmpeg. Real content replaces it through CONTENT_DIR.
//
//   node scripts/generate-sample-content.mjs
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(repoRoot, 'content');
const publicDir = join(repoRoot, 'student-web/public');

const VIDEO = { width: 640, height: 360, fps: 15, seconds: 12 };
const COVER = { width: 300, height: 420 };
const PALETTE = [
  '0x1f3a5f',
  '0x254e3b',
  '0x4a2c5e',
  '0x5c2e2e',
  '0x2d4a5a',
  '0x3d3d5c',
  '0x4d3b1f',
];
const ACCENT = '0xf0b429';
let textFiles = 0;

const { BOOKS, LESSONS } = await import('@academy/contracts').catch(() => {
  fail('Cannot load @academy/contracts: build the libs first (npm run build).');
});
const font = findFont();
requireFfmpeg();

const work = mkdtempSync(join(tmpdir(), 'academy-sample-'));
try {
  for (const [index, book] of BOOKS.entries()) {
    write(join(contentDir, book.pdfPath), bookPdf(book));
    cover(book, PALETTE[index % PALETTE.length], join(publicDir, book.image));
  }
  for (const [index, lesson] of LESSONS.entries()) {
    video(lesson, PALETTE[index % PALETTE.length], join(contentDir, lesson.videoUrl));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const outputs = [
  ...BOOKS.flatMap((book) => [join(contentDir, book.pdfPath), join(publicDir, book.image)]),
  ...LESSONS.map((lesson) => join(contentDir, lesson.videoUrl)),
];
const total = outputs.reduce((sum, path) => sum + statSync(path).size, 0);
console.log(`Wrote ${outputs.length} files, ${(total / 1024).toFixed(0)} KiB in all.`);

function fail(message) {
  console.error(message);
  process.exit(1);
}

function requireFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    fail('ffmpeg is needed to draw the covers and videos (Debian: apt-get install ffmpeg).');
  }
}

function findFont() {
  const match = spawnSync('fc-match', ['-f', '%{file}', 'DejaVu Sans:bold'], { encoding: 'utf8' });
  const file = match.status === 0 ? match.stdout.trim() : '';
  return file || '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
}

function write(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** Greedy word wrap at a character budget: good enough for titles in one font. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
}

/**
 * One centred drawtext per line. The text goes through a file so that titles need no escaping
 * in the filter graph (drawtext still expands %{…} in it, which the video's clock uses).
 */
function drawLines(lines, { size, top, color = 'white', gap = 1.3 }) {
  return lines.map((text, index) => {
    textFiles += 1;
    const file = join(work, `line-${textFiles}.txt`);
    writeFileSync(file, text);
    const y = Math.round(top + index * size * gap);
    return `drawtext=fontfile=${font}:textfile=${file}:fontsize=${size}:fontcolor=${color}:x=(w-tw)/2:y=${y}`;
  });
}

function cover(book, background, output) {
  mkdirSync(dirname(output), { recursive: true });
  const title = wrap(book.title, 16);
  const filters = [
    `drawbox=x=0:y=0:w=iw:h=10:color=${ACCENT}:t=fill`,
    `drawbox=x=0:y=ih-10:w=iw:h=10:color=${ACCENT}:t=fill`,
    ...drawLines(['TRADING ACADEMY'], { size: 14, top: 40, color: ACCENT }),
    ...drawLines(title, { size: 26, top: 200 - (title.length * 26 * 1.3) / 2 }),
    ...drawLines(['E-BOOK'], { size: 14, top: COVER.height - 60, color: ACCENT }),
  ];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${background}:s=${COVER.width}x${COVER.height}`,
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    '-q:v',
    '5',
    '-fflags',
    '+bitexact',
    '-map_metadata',
    '-1',
    output,
  ]);
}

function video(lesson, background, output) {
  mkdirSync(dirname(output), { recursive: true });
  const { width, height, fps, seconds } = VIDEO;
  const title = wrap(lesson.title, 30);
  const filters = [
    // A bar that fills as the video plays, and a clock: seeking is visible at a glance.
    `[0][1]overlay=x='-W+W*t/${seconds}':y=H-h:shortest=1`,
    ...drawLines(['TRADING ACADEMY'], { size: 16, top: 36, color: ACCENT }),
    ...drawLines(title, { size: 32, top: 150 - (title.length * 32 * 1.3) / 2 }),
    ...drawLines([`Sample video  %{pts:gmtime:0:%M\\:%S} / 00:${seconds}`], {
      size: 18,
      top: height - 60,
      color: '0xd0d7e2',
    }),
  ];
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=${background}:s=${width}x${height}:r=${fps}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=${ACCENT}:s=${width}x6:r=${fps}`,
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=22050:cl=mono`,
    '-filter_complex',
    `${filters.join(',')}[video]`,
    '-map',
    '[video]',
    '-map',
    '2:a',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-g',
    String(fps * 2),
    '-c:a',
    'aac',
    '-b:a',
    '24k',
    '-movflags',
    '+faststart',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-map_metadata',
    '-1',
    output,
  ]);
}

/** A small PDF 1.4 in Helvetica (a standard font, nothing embedded): a cover and two pages. */
function bookPdf(book) {
  const paragraph = (text, top) =>
    wrap(text, 72).map((line, index) => ({ text: line, size: 12, x: 72, y: top - index * 18 }));
  const pages = [
    [
      { text: 'TRADING ACADEMY', size: 12, x: 72, y: 760 },
      ...wrap(book.title, 28).map((text, index) => ({
        text,
        size: 30,
        x: 72,
        y: 620 - index * 38,
      })),
      { text: 'Sample edition', size: 14, x: 72, y: 120 },
    ],
    [{ text: 'About this book', size: 20, x: 72, y: 760 }, ...paragraph(book.description, 720)],
    [
      { text: 'Chapter 1', size: 20, x: 72, y: 760 },
      ...paragraph(
        'This is a sample file generated for development and tests. The full book is installed ' +
          `on the server as CONTENT_DIR/${book.pdfPath}; see README.md.`,
        720,
      ),
    ],
  ];

  const objects = [];
  // Objects are numbered from 1 in the order they are added.
  const add = (body) => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const fontRef = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const pageRefs = pages.map((lines, index) => {
    const stream = [
      `0.94 0.71 0.16 rg 0 822 595 20 re f`,
      ...lines.map(
        ({ text, size, x, y }) =>
          `BT 0.1 0.16 0.25 rg /F1 ${size} Tf ${x} ${y} Td (${pdfText(text)}) Tj ET`,
      ),
      `BT 0.5 0.5 0.5 rg /F1 9 Tf 72 40 Td (${pdfText(`${book.title} - page ${index + 1}`)}) Tj ET`,
    ].join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] ` +
        `/Resources << /Font << /F1 ${fontRef} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  const info = add(
    `<< /Title (${pdfText(book.title)}) /Producer (Trading Academy sample generator) >>`,
  );
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF string literal's content: Latin-1 only, with its three special characters escaped. */
function pdfText(text) {
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}
