// The last line of defence: an error thrown anywhere outside a remote's own boundary (header,
// sidebars, a failed lazy chunk of the shell, a provider) shows a recoverable screen, never a
// blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen';

type Props = { children: ReactNode; /** Tests pass a spy; the app reloads the page. */ onReload?: () => void };
type State = { error: Error | null };

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('PROVANA failed to render', error, info.componentStack);
  }

  // A reload re-fetches every chunk (React keeps a failed lazy import for the page's lifetime).
  private readonly reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  override render(): ReactNode {
    return this.state.error ? <AppErrorScreen error={this.state.error} onReload={this.reload} /> : this.props.children;
  }
}
