import * as React from 'react'
import { render, screen } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import MdxImage from '../../../../../src/build/content/components/Pictures/MdxImage'
import { PageImagesProvider } from '../../../../../src/build/content/components/Pictures/PageImages'

const shot: IGatsbyImageData = {
  layout: 'constrained',
  width: 760,
  height: 330,
  backgroundColor: '#f8f8f8',
  images: {
    fallback: { src: '/static/a/760/shot.png', srcSet: '/static/a/380/shot.png 380w,/static/a/760/shot.png 760w', sizes: '(min-width: 760px) 760px, 100vw' },
    sources: [
      { type: 'image/avif', srcSet: '/static/a/380/shot.avif 380w,/static/a/760/shot.avif 760w', sizes: '(min-width: 760px) 760px, 100vw' },
      { type: 'image/webp', srcSet: '/static/a/380/shot.webp 380w,/static/a/760/shot.webp 760w', sizes: '(min-width: 760px) 760px, 100vw' },
    ],
  },
}

describe('MdxImage', () => {
  it('renders a relative image as <picture> with AVIF/WebP sources, width, height and lazy loading', () => {
    const { container } = render(
      <PageImagesProvider value={{ './shot.png': shot }}>
        <MdxImage src="./shot.png" alt="Two layouts" title="Packing" />
      </PageImagesProvider>,
    )
    const img = screen.getByRole('img', { name: 'Two layouts' })
    expect(img).toHaveAttribute('width', '760')
    expect(img).toHaveAttribute('height', '330')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('src', '/static/a/760/shot.png')
    expect(Array.from(container.querySelectorAll('picture source')).map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(screen.getByText('Packing').tagName).toBe('FIGCAPTION')
  })

  // (A relative image sharp did not process fails the build: __tests__/build/content/pictures/pipeline.test.ts.)
  it('leaves other images as a lazy <img>', () => {
    render(<MdxImage src="https://example.com/x.png" alt="Remote" />)
    expect(screen.getByRole('img', { name: 'Remote' })).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img', { name: 'Remote' })).toHaveAttribute('src', 'https://example.com/x.png')
  })
})
