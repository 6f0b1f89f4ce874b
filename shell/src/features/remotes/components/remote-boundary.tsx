import { Component, type ReactNode } from 'react'

interface Props {
  readonly children: ReactNode
  /** What shows instead of a remote that threw while rendering. */
  readonly fallback: ReactNode
  readonly name: string
  /** Told what the remote threw, to report it. */
  readonly onError?: (error: unknown) => void
  /**
   * What the remote shows (the screen): the fallback gives way when it changes, so one product
   * that throws does not take the listing, search and every other screen of the remote with it.
   */
  readonly resetKey?: string | undefined
}

interface State {
  readonly failed: boolean
}

/**
 * One per mounted remote: a remote that throws while rendering is replaced by its fallback
 * and the rest of the page (header, footer, other remotes) keeps working. The parent
 * remounts it with a new `key` to retry; a new `resetKey` mounts the remote again, and only
 * after a failure: keyed by the screen, every navigation would remount the remote.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override componentDidCatch(error: unknown): void {
    console.error(`remote ${this.props.name} failed while rendering`, error)
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
