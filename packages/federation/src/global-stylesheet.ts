// A stylesheet the page links in <head>, emitted from CSS the app's config computed at build time
// (the shell: the design system's global CSS, see @provana/ui/global-stylesheet): a content-hashed
// file, cached as immutable and allowed by `style-src 'self'`.
import { createHash } from 'node:crypto';
import webpack, { type Compiler } from 'webpack';

export interface GlobalStylesheetOption {
  css: string;
}

export interface GlobalStylesheetFile extends GlobalStylesheetOption {
  name: string;
}

export function globalStylesheetFile(option: GlobalStylesheetOption, hashed: boolean): GlobalStylesheetFile {
  const hash = createHash('sha256').update(option.css).digest('hex').slice(0, 8);
  return { ...option, name: hashed ? `global.${hash}.css` : 'global.css' };
}

/** The <head> lines that load it, before any script. */
export const globalStylesheetHead = (file: GlobalStylesheetFile) => `    <link rel="stylesheet" href="/${file.name}" />\n`;

/** Emits the file into the build's output. */
export class EmitGlobalStylesheetPlugin {
  constructor(private readonly file: GlobalStylesheetFile) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitGlobalStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitGlobalStylesheetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file.name, new webpack.sources.RawSource(this.file.css));
      });
    });
  }
}
