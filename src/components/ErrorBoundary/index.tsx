import * as React from 'react'

export interface FallbackParams {
  error: Error
  /** Clears the error and renders the children again. */
  tryAgain: () => void
}

interface Props {
  fallback: (params: FallbackParams) => React.ReactNode
  /** A new key (e.g. the next route) clears a caught error. */
  resetKey?: unknown
  /** Told about each caught error (logging). */
  onError?: (error: Error, info: React.ErrorInfo) => void
  children?: React.ReactNode
}

interface State {
  error: Error | null
  resetKey: unknown
}

/** Catches render errors below it and shows `fallback` instead (React has no hook for this). */
export default class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    this.props.onError?.(error, info)
  }

  private tryAgain = () => this.setState({ error: null })

  render(): React.ReactNode {
    const { error } = this.state
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children
  }
}
