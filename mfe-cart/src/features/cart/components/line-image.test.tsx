import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LineImage } from './line-image'

describe('LineImage', () => {
  it('shows the bag, not a broken picture, once the picture fails to load', () => {
    const { container, rerender } = render(<LineImage src="https://images.example/oil.jpg" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('https://images.example/oil.jpg')
    fireEvent.error(img as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
    // A line whose picture changes (another market's catalog) tries the new one.
    rerender(<LineImage src="https://images.example/oil-2.jpg" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://images.example/oil-2.jpg')
  })

  it('shows the bag for a line without a picture', () => {
    const { container } = render(<LineImage src={null} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
