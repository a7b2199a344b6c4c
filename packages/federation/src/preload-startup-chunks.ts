// <link rel="preload" as="script"> in the host's page for the chunks its entry loads before anything
// renders: the bootstrap's chunk group (behind the federation's async boundary) and the chunks of the
// shared packages it consumes (React, the design system...). Without it the browser learns of them
// only once main.js has downloaded and run, one round trip later (on Lighthouse's slow 4G, 150 ms plus
// main.js itself). Files found from webpack's chunk graph, so they follow every build.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const NAME = 'PreloadStartupChunksPlugin';

export class PreloadStartupChunksPlugin {
  constructor(private readonly options: { entry: string; publicPath: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const links = startupFiles(compilation, this.options.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.options.publicPath}${file}` }),
        );
        return { ...groups, headTags: [...groups.headTags, ...links] };
      });
    });
  }
}

/**
 * The .js files the entry's own dynamic imports load (not the share scope's providers, which only load
 * when consumed), with the chunks of every shared package those consume, and so on; entry excluded.
 */
export function startupFiles(compilation: Compilation, entry: string): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const kind = (module: Module) => module.constructor.name;
  // A shared package is loaded from the chunk of the module that provides it in the share scope
  // (this build's own), not from its consumer's fallback.
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (kind(module) === 'ProvideSharedModule') providers.set((module as unknown as { _name: string })._name, module);
  }
  const blockChunks = (module: Module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
  const chunks = new Set<Chunk>();
  const pending: Chunk[] = entrypoint.chunks.flatMap((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].filter((module) => kind(module) !== 'ProvideSharedModule').flatMap(blockChunks),
  );
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (kind(module) !== 'ConsumeSharedModule') continue;
      const provider = providers.get((module as unknown as { options: { shareKey: string } }).options.shareKey) ?? module;
      pending.push(...blockChunks(provider));
    }
  }
  for (const chunk of entrypoint.chunks) chunks.delete(chunk);
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
}
