/**
 * The doc template's page query also serves the category pages (src/templates/DocPage.tsx). For
 * them it must not look up a doc: a look-up that finds no node ties the page's query to every Mdx
 * node in Gatsby's dependency tracking, so one edited doc re-ran every category page's query (and,
 * past 50 queries, restarted Gatsby's worker pool) in an incremental build.
 */
import fs from 'fs'
import path from 'path'
import { parse, visit, type FieldNode, type OperationDefinitionNode } from 'gatsby/graphql'

function docPageQuery(): OperationDefinitionNode {
  const source = fs.readFileSync(path.join(__dirname, '../../src/templates/DocPage.tsx'), 'utf8')
  const match = /export const query = graphql`([\s\S]*?)`/.exec(source)
  if (!match) throw new Error('src/templates/DocPage.tsx: no page query found')
  const operation = parse(match[1]).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
  if (!operation) throw new Error('src/templates/DocPage.tsx: the page query has no operation')
  return operation
}

describe('DocPage query', () => {
  it('skips the doc look-up when the page context says isCategory', () => {
    const operation = docPageQuery()
    let mdx: FieldNode | undefined
    visit(operation, { Field: (field) => void (field.name.value === 'mdx' ? (mdx = field) : undefined) })
    expect(mdx).toBeDefined()
    const skip = mdx?.directives?.find((d) => d.name.value === 'skip')
    const condition = skip?.arguments?.find((a) => a.name.value === 'if')?.value
    expect(condition).toEqual(expect.objectContaining({ kind: 'Variable', name: expect.objectContaining({ value: 'isCategory' }) }))
  })

  it('looks the doc up for doc pages, whose context carries no isCategory', () => {
    const variable = docPageQuery().variableDefinitions?.find((v) => v.variable.name.value === 'isCategory')
    expect(variable?.defaultValue).toEqual(expect.objectContaining({ kind: 'BooleanValue', value: false }))
  })
})
