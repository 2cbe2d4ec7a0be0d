// Lists the installed packages that ship only ES modules ("type": "module"), including copies
// nested in other packages' node_modules, so Jest's Babel transform converts them (unified, remark,
// rehype, hast utilities …) and leaves the rest alone.
const fs = require('fs')
const path = require('path')

function esmPackages(root, names = new Set()) {
  let entries = []
  try {
    entries = fs.readdirSync(root)
  } catch {
    return names
  }
  for (const entry of entries) {
    if (entry.startsWith('.')) continue
    const dirs = entry.startsWith('@') ? fs.readdirSync(path.join(root, entry)).map((d) => `${entry}/${d}`) : [entry]
    for (const name of dirs) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'))
        if (pkg.type === 'module') names.add(name)
      } catch {
        continue
      }
      esmPackages(path.join(root, name, 'node_modules'), names)
    }
  }
  return names
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const names = [...esmPackages(path.join(__dirname, 'node_modules'))].map(escape)
module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${names.join('|')})/)`],
}
