// For the plain-Node Pagefind scripts of the tests: after their writeFiles calls have answered,
// print "written" and close Pagefind only once told (a line on stdin). Pagefind 1.5 answers before
// its bytes are on disk and closing kills its service (src/build/outputs/search/pagefindWrites.ts), so the
// test waits for whole files in between, as the build does (./runPagefindScript.ts).
export async function closeWhenTold(pagefind) {
  process.stdout.write('written\n')
  await new Promise((resolve) => process.stdin.once('data', resolve))
  await pagefind.close()
}
