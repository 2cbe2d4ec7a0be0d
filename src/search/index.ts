/** What the rest of the site uses from search: the navbar's search box. */
export { default as NavbarSearch } from './NavbarSearch'
