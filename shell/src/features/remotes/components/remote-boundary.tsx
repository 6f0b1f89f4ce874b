import { Component, type ReactNode } from 'react'

interface Props {
  readonly children: ReactNode
  /** What shows instead of a remote that threw while rendering. */
  readonly fallback: ReactNode
  readonly name: string
  /** Told what the remote threw, to report it. */
  readonly onError?: (error: unknown) => void
}

interface State {
  readonly failed: boolean
}

/**
 * One per mounted remote: a remote that throws while rendering is replaced by its fallback
 * and the rest of the page (header, footer, other remotes) keeps working. The parent
 * remounts it with a new `key` to retry.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(`remote ${this.props.name} failed while rendering`, error)
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
