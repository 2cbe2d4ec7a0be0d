import path from 'path'

/** The search documents of the last build, kept in the plugin's cache (./searchDocuments.ts). */
export const searchCacheFile = (cacheDirectory: string): string => path.join(cacheDirectory, 'search-documents.json')
