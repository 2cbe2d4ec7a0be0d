import fs from 'fs'
import path from 'path'
import { BODY_IMAGE_SELECTION, COVER_IMAGE_SELECTION, IMAGE_WARM_UP_QUERY, warmImageJobs } from '../../../src/build/speed/warmImageJobs'

const ROOT = path.resolve(__dirname, '../../..')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

describe('image jobs started early', () => {
  // Gatsby reuses a job only for the same image and the same arguments: the warm-up must ask
  // exactly what the page queries ask, or it would encode a second set of renditions.
  test('asks for covers what the MdxPageAssets fragment asks', () => {
    const fragment = fs.readFileSync(path.join(ROOT, 'src/components/mdx/Pictures/PageAssets.tsx'), 'utf8')
    expect(squash(fragment)).toContain(squash(`childImageSharp { ${COVER_IMAGE_SELECTION} }`))
    expect(squash(IMAGE_WARM_UP_QUERY)).toContain(squash(`cover { childImageSharp { ${COVER_IMAGE_SELECTION} } }`))
  })

  test('asks for body images what src/build/content/pageImages.ts asks', () => {
    const pageImages = fs.readFileSync(path.join(ROOT, 'src/build/content/pageImages.ts'), 'utf8').replace('${BODY_IMAGE_WIDTH}', '760')
    expect(squash(pageImages)).toContain(squash(`childImageSharp { ${BODY_IMAGE_SELECTION} }`))
    expect(squash(IMAGE_WARM_UP_QUERY)).toContain(squash(`images { file { childImageSharp { ${BODY_IMAGE_SELECTION} } } }`))
  })

  test('a failing warm-up is reported, never thrown', async () => {
    const reports: string[] = []
    await warmImageJobs(async () => ({ errors: ['no such field'] }), (m) => reports.push(m))
    await warmImageJobs(() => Promise.reject(new Error('schema gone')), (m) => reports.push(m))
    await warmImageJobs(async () => ({}), (m) => reports.push(m))
    expect(reports).toEqual([
      'Image warm-up query failed (the page queries will retry): no such field',
      'Image warm-up query failed (the page queries will retry): schema gone',
    ])
  })
})
