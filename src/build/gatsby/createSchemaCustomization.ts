/** The GraphQL types, declared up front (src/build/content/schema.ts and the pictures' types). */
import type { GatsbyNode } from 'gatsby'
import { typeDefs } from '../content/schema'
import { pictureTypeDefs } from '../content/pictures/gatsby'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
  actions.createTypes(pictureTypeDefs)
}
