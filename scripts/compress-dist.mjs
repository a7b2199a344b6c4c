// Precompresses a build's text files once, at build time: brotli at maximum quality (.br) and gzip
// (.gz) beside each JS, CSS, HTML, JSON and SVG file (source maps excluded), kept only where smaller.
// The server picks a variant by the request's Accept-Encoding; nothing is compressed per request.
// usage: node scripts/compress-dist.mjs <dist folder>...
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/i;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let files = 0;
let raw = 0;
let brotli = 0;
for (const dist of process.argv.slice(2)) {
  for (const file of filesUnder(dist)) {
    const body = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    for (const [suffix, data] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (data.length < body.length) fs.writeFileSync(file + suffix, data);
      else fs.rmSync(file + suffix, { force: true });
    }
    files += 1;
    raw += body.length;
    brotli += Math.min(br.length, body.length);
  }
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB with brotli`);
