// <link rel="preload" as="script"> in the host's page for the chunks its entry loads before anything
// renders: the bootstrap behind the federation's async boundary and the shared packages it runs on
// (React, the design system...). Without it the browser learns of them only once main.js has
// downloaded and run, one round trip later (on Lighthouse's slow 4G, 150 ms plus main.js itself).
// The chunks are named in the build (webpackChunkName, splitChunks cache groups) and looked up
// through webpack's public `namedChunks`, so the files follow every build.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

const NAME = 'PreloadStartupChunksPlugin';

export class PreloadStartupChunksPlugin {
  constructor(private readonly options: { chunks: readonly string[]; publicPath: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const links = startupFiles(compilation, this.options.chunks).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.options.publicPath}${file}` }),
        );
        return { ...groups, headTags: [...groups.headTags, ...links] };
      });
    });
  }
}

/** The .js files of the named chunks (a name the build does not have is an error: the list went stale). */
export function startupFiles(compilation: Compilation, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) {
      compilation.errors.push(new compilation.compiler.webpack.WebpackError(`${NAME}: no chunk named "${name}" to preload`));
      return [];
    }
    return [...chunk.files].filter((file) => file.endsWith('.js')).sort();
  });
}
