// Emits dist/mf-manifest.json: per shared package and per exposed module, the chunk files that
// load it. webpack's container plugin writes no such file; the bundle reports (which file holds
// which package) and the build checks read it. The runtime never does: the shell loads
// remoteEntry.js directly. The shape follows the manifest of @module-federation/enhanced (the
// fields read here), so reports keep working against either.
import type { AsyncDependenciesBlock, Chunk, Compilation, Compiler, Module } from 'webpack';
import webpack from 'webpack';

export const MANIFEST_FILE = 'mf-manifest.json';

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
export interface FederationManifestJson {
  name: string;
  metaData: { remoteEntry?: { name: string; path: string } };
  shared: { name: string; version: string; assets: ManifestAssets }[];
  exposes: { name: string; path: string; assets: ManifestAssets }[];
}

/** The private fields of webpack's ProvideSharedModule and ContainerEntryModule read here. */
interface ProvideSharedModuleFields {
  _name: string;
  _version: string | false;
}
interface ContainerEntryModuleFields {
  _exposes: [string, { import: string[]; name?: string }][];
}

export class FederationManifestPlugin {
  constructor(private readonly options: { name: string; remoteEntry?: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = this.manifestOf(compilation);
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }

  private manifestOf(compilation: Compilation): FederationManifestJson {
    const provided = new Map<string, { version: string; module: Module }>();
    const exposes: FederationManifestJson['exposes'] = [];
    for (const module of compilation.modules) {
      const kind = module.constructor.name;
      if (kind === 'ProvideSharedModule') {
        const { _name: name, _version: version } = module as unknown as ProvideSharedModuleFields;
        if (!provided.has(name)) provided.set(name, { version: version || '', module });
      } else if (kind === 'ContainerEntryModule') {
        const entries = (module as unknown as ContainerEntryModuleFields)._exposes;
        entries.forEach(([exposed], index) => {
          const files = chunkFiles(groupChunks(compilation, module.blocks.slice(index, index + 1)));
          exposes.push({ name: exposed.replace(/^\.\//, ''), path: exposed, assets: { js: { sync: files, async: [] } } });
        });
      }
    }
    // A package's chunk group also holds the chunks of what it imports (React for the design system):
    // a chunk holding another shared package's own module, and not this one's, is that package's.
    const rootChunks = new Map([...provided].map(([name, { module }]) => [name, new Set(rootsOf(compilation, module).flatMap((root) => [...compilation.chunkGraph.getModuleChunksIterable(root)]))]));
    const shared = [...provided].map(([name, { version, module }]) => {
      const own = rootChunks.get(name) ?? new Set<Chunk>();
      const others = [...rootChunks].filter(([other]) => other !== name).flatMap(([, chunks]) => [...chunks]);
      const chunks = groupChunks(compilation, module.blocks).filter((chunk) => own.has(chunk) || !others.includes(chunk));
      return { name, version, assets: { js: { sync: chunkFiles(chunks), async: [] } } };
    });
    return {
      name: this.options.name,
      metaData: this.options.remoteEntry ? { remoteEntry: { name: this.options.remoteEntry, path: '' } } : {},
      shared: shared.sort((a, b) => a.name.localeCompare(b.name)),
      exposes,
    };
  }
}

/** The module a ProvideSharedModule provides (its async block's dependency). */
function rootsOf(compilation: Compilation, provider: Module): Module[] {
  return provider.blocks.flatMap((block) => block.dependencies.map((dep) => compilation.moduleGraph.getModule(dep))).filter((m): m is Module => m !== null);
}

/** The chunks of the chunk groups that these async blocks load. */
function groupChunks(compilation: Compilation, blocks: readonly AsyncDependenciesBlock[]): Chunk[] {
  return blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

function chunkFiles(chunks: readonly Chunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
}
