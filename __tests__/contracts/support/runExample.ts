/** Runs one entry of the examples table against a page (the real one, or a scratch copy). */
import type { Example } from '../examples'
import { compareNumbers, statedNumbers } from './claims'
import { compileSample } from './samples'
import { SCENARIOS } from './scenarios'

export async function runExample(example: Example, file: string, displayName: string): Promise<string[]> {
  const scenario = SCENARIOS[example.scenario]
  if (!scenario) return [`${displayName}: no scenario "${example.scenario}" in support/scenarios.ts`]
  if (scenario.fixture !== example.fixture) return [`${displayName}: scenario ${example.scenario} runs on the ${scenario.fixture} fixture, not ${example.fixture}`]
  const { numbers, problems } = statedNumbers(file, displayName, example.claims)
  if (problems.length) return problems
  const inputs = Object.fromEntries(numbers.filter((n) => scenario.inputs.includes(n.name)).map((n) => [n.name, n.value]))
  const missing = scenario.inputs.filter((name) => !(name in inputs))
  if (missing.length) return [`${displayName}: the claims give no ${missing.join(', ')} for scenario ${example.scenario}`]
  const sample = compileSample(file, displayName, example.block, scenario.harness)
  const result = await scenario.run(sample, inputs)
  return [...result.problems, ...compareNumbers(numbers, result.computed, scenario.inputs)]
}
