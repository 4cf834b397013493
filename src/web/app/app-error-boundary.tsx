import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard } from '#web/components/error-card.tsx';

interface State {
  error: Error | null;
}

/** Last line of defence for errors outside the router (providers, router setup). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="px-4 py-16">
          <ErrorCard onRetry={() => this.setState({ error: null })} />
        </div>
      );
    }
    return this.props.children;
  }
}
