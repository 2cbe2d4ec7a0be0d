/**
 * After bootstrap, before webpack (`gatsby build` only): the image jobs start, in a child process
 * of their own (src/build/speed/earlyImageJobs.ts, src/build/speed/imageJobProcess.ts).
 */
import type { GatsbyNode } from 'gatsby'
import { startImageJobsEarly } from '../speed/earlyImageJobs'

type PreBuild = NonNullable<GatsbyNode['onPreBuild']>

// Two parameters on purpose: a third would make Gatsby wait for a callback.
export function onPreBuild({ graphql, reporter }: Parameters<PreBuild>[0], _options: Parameters<PreBuild>[1]): void {
  startImageJobsEarly(graphql, reporter)
}
