import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Shows `fallback` when rendering fails; navigating to another path tries again. */
export function RouteErrorBoundary({ fallback, children }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
