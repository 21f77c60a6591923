// Every npm script runs under the project's own Node 24 (the `node` devDependency puts it
// first on PATH). A tool started another way silently gets the system's Node 20: stop early.
const major = process.versions.node.split('.')[0];
if (major !== '24') {
  console.error(
    `This project runs on Node 24 (found ${process.versions.node}). ` +
      'Run it through an npm script after `npm run setup` (or scripts/setup.sh).',
  );
  process.exit(1);
}
