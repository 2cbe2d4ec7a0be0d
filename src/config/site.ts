import type { SquireConfigInput } from './schema'

/** Values we edit. Squire's links live here once; pages and components read them from the config. */
export const REPOSITORY_ORG = 'https://github.com/squire-exchange'

export const site: SquireConfigInput['site'] = {
  title: 'Squire Docs',
  tagline: 'documentation and guides',
  siteUrl: 'https://docs.squire.exchange',
  pathPrefix: '',
  favicon: '/favicon.svg',
  socialCard: '/img/social-card.png',
  logo: { src: '/img/logo.svg', alt: 'Squire logo' },
  defaultLocale: 'en',
  docsVersionLabel: 'Next',
  blogTitle: 'Engineering Blog',
  editUrlBase: `${REPOSITORY_ORG}/squire-docs/edit/main/`,
  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
}
