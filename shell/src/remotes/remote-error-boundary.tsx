// Contains a remote's failure (load or render) to its own area.
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { remote: string; children: ReactNode; renderError: (error: Error) => ReactNode };
type State = { error: Error | null };

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.renderError(this.state.error) : this.props.children;
  }
}
