import * as React from 'react'
import { render, screen } from '@testing-library/react'
import VerifiedNote, { VERIFICATION_PAGE } from '../../src/components/VerifiedNote'

describe('the verified line under a doc title', () => {
  it('says what was checked and links to how', () => {
    render(<VerifiedNote text="Signatures checked against SquireV2Pair, v2-core 1.0.1" />)
    expect(screen.getByText(/Signatures checked against SquireV2Pair, v2-core 1\.0\.1\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How this is checked' })).toHaveAttribute('href', VERIFICATION_PAGE)
  })

  it('says nothing on a page that is not checked', () => {
    const { container } = render(<VerifiedNote text={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
