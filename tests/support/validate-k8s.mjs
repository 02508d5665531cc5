// Validates every document of a Kubernetes manifest against the Kubernetes OpenAPI schemas that kubernetes-models
// ships (an ES module, so this runs as its own node process): prints one JSON line per document, with `error` when the
// document does not validate or its kind is unknown.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const results = [];
for (const document of parseAllDocuments(readFileSync(process.argv[2], 'utf8'))) {
  const resource = document.toJS();
  const { apiVersion, kind } = resource;
  const name = resource.metadata?.name;
  try {
    const module = await import(`kubernetes-models/${apiVersion}`);
    const Model = module[kind];
    if (typeof Model !== 'function') throw new Error(`kubernetes-models has no ${kind} in ${apiVersion}`);
    new Model(resource).validate();
    results.push({ apiVersion, kind, name });
  } catch (error) {
    results.push({ apiVersion, kind, name, error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(JSON.stringify(results));
