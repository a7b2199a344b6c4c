// <link rel="preload" as="script"> in the host's page for the chunks its start-up runs before the
// first render: named chunks (the bootstrap behind the federation's async boundary) and the chunks of
// the shared packages the start-up consumes (React, the design system...), with the chunks loaded
// beside them. Without it the browser learns of them only once main.js has downloaded and run, one
// round trip later (on Lighthouse's slow 4G, 150 ms plus main.js itself).
// The shared packages' files come from the federation plugin's own mf-manifest.json, which is emitted
// after the page: so the page is completed here, at a later asset stage, through webpack's public API.
import type { Chunk, ChunkGroup, Compilation, Compiler } from 'webpack';

const NAME = 'PreloadStartupChunksPlugin';

export interface PreloadStartupOptions {
  /** Chunks named in the build (webpackChunkName, cache groups). */
  chunks: readonly string[];
  /** Shared packages the start-up consumes, as mf-manifest.json names them. */
  shared: readonly string[];
  publicPath: string;
  html?: string;
  manifest?: string;
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] } };
}

export class PreloadStartupChunksPlugin {
  constructor(private readonly options: PreloadStartupOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    const html = this.options.html ?? 'index.html';
    const manifest = this.options.manifest ?? 'mf-manifest.json';
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const page = compilation.getAsset(html);
        const shared = compilation.getAsset(manifest);
        if (!page || !shared) {
          compilation.errors.push(new WebpackError(`${NAME}: ${page ? manifest : html} was not emitted`));
          return;
        }
        const listed = (JSON.parse(shared.source.source().toString()) as { shared?: ManifestShared[] }).shared ?? [];
        const files = startupFiles(compilation, this.options, listed, (message) => compilation.errors.push(new WebpackError(`${NAME}: ${message}`)));
        const links = files.map((file) => `<link rel="preload" as="script" href="${this.options.publicPath}${file}">`).join('');
        const text = page.source.source().toString();
        if (!text.includes('</head>')) {
          compilation.errors.push(new WebpackError(`${NAME}: ${html} has no </head>`));
          return;
        }
        compilation.updateAsset(html, new sources.RawSource(text.replace('</head>', `${links}</head>`)));
      });
    });
  }
}

/** The .js files to preload: the named chunks, and each listed shared package's chunks with the chunks loaded beside them. */
export function startupFiles(
  compilation: Compilation,
  options: PreloadStartupOptions,
  listed: readonly ManifestShared[],
  fail: (message: string) => void,
): string[] {
  const chunks = new Set<Chunk>();
  for (const name of options.chunks) {
    const chunk = compilation.namedChunks.get(name);
    if (chunk) chunks.add(chunk);
    else fail(`no chunk named "${name}"`);
  }
  const byFile = new Map<string, Chunk>();
  for (const chunk of compilation.chunks) for (const file of chunk.files) byFile.set(file, chunk);
  for (const name of options.shared) {
    const entry = listed.find((shared) => shared.name === name);
    if (!entry) fail(`the manifest lists no shared package "${name}"`);
    for (const file of entry?.assets.js.sync ?? []) {
      const chunk = byFile.get(file);
      // The chunks loaded beside it when the federation loads the package (a shared package split across
      // files): the groups the share's own modules open, not a lazy part of the app that reuses the file.
      for (const group of chunk?.groupsIterable ?? []) if (loadsAShare(group)) for (const sibling of group.chunks) chunks.add(sibling);
    }
  }
  for (const chunk of chunks) if (chunk.hasRuntime()) chunks.delete(chunk);
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
}

/** Module types of the federation's provide and consume modules (webpack's `Module#type`, public). */
const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A group opened by a shared package's provide or consume module: what the federation runtime loads for it. */
function loadsAShare(group: ChunkGroup): boolean {
  return group.origins.some((origin) => origin.module !== null && origin.module !== undefined && SHARE_MODULE_TYPES.has(origin.module.type));
}
