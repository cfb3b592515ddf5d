import { Component, type ReactNode } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { reportError } from '../lib/monitoring';

interface PageErrorBoundaryProps {
  /** The current path: going to another page leaves the error behind. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * What shows when a page cannot render, most often because its chunk failed to load (the network dropped, or a new
 * release replaced the files the open page refers to): a reload fetches the current files. React logs the error;
 * error monitoring, when configured, reports it.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md items-center px-4">
        <Alert tone="error" title="This page could not be loaded.">
          <p>Check your connection, then reload the page.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Alert>
      </main>
    );
  }
}
