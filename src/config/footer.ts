import type { SquireConfigInput } from './schema'
import links from '../../content/data/links.json'

/** Spec §2 Footer columns: Developers, Ecosystem, Community, Socials. */
export const footer: SquireConfigInput['footer'] = {
  columns: [
    {
      title: 'Developers',
      items: [
        // Repository URLs live once in content/data/links.json; pages link the same entries.
        { label: 'v2 core contracts', href: links.repositories.v2Core },
        { label: 'v2 periphery contracts', href: links.repositories.v2Periphery },
        { label: 'v3 core contracts', href: links.repositories.v3Core },
        { label: 'v3 periphery contracts', href: links.repositories.v3Periphery },
        { label: 'SDK', href: links.repositories.sdk },
        { label: 'Deployment addresses', docId: 'contracts/v3/reference/deployments' },
      ],
    },
    {
      title: 'Ecosystem',
      items: [
        { label: 'Ethereum', href: 'https://ethereum.org' },
        { label: 'Swap', href: links.swapApp },
        { label: 'Analytics', href: 'https://info.squire.exchange' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Telegram', href: 'https://t.me/squire_exchange' },
        { label: 'Discord', href: 'https://discord.gg/squire-exchange' },
      ],
    },
    {
      title: 'Socials',
      items: [
        { label: 'X (Twitter)', href: 'https://x.com/squire_exchange' },
        { label: 'Forum', href: 'https://gov.squire.exchange' },
        { label: 'Medium', href: 'https://medium.com/@squire-exchange' },
        { label: 'Instagram', href: 'https://www.instagram.com/squire.exchange' },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Squire Labs. Built with Gatsby.`,
}
