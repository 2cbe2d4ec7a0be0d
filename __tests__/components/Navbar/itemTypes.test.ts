import { NAVBAR_ITEM_TYPES, navbarItemDocId, navbarItemHref } from '../../../src/components/Navbar/itemTypes'
import { buildConfig } from '../../../src/config/build'

test('every navbar item type of the shipped config has an entry that names its doc and href', () => {
  const { items } = buildConfig({}).navbar
  for (const item of items) expect(NAVBAR_ITEM_TYPES).toHaveProperty(item.type)
  expect(items.map((item) => [item.type, navbarItemDocId(item), navbarItemHref(item)])).toEqual(
    expect.arrayContaining([
      ['doc', 'concepts/overview', '/concepts/overview'],
      ['external', null, 'https://github.com/squire-exchange/squire-docs'],
    ]),
  )
})
