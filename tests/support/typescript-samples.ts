// Samples from public corpora for json-to-typescript: its engine tests and the type checks of its code (compiles.referee.test.ts).
// From the GitHub REST API docs (GET /repos/{owner}/{repo}, trimmed), JSON:API's example
// (jsonapi.org), and RFC 8259 §13's two examples.
export const githubRepo = JSON.stringify({
  id: 1296269,
  name: 'Hello-World',
  full_name: 'octocat/Hello-World',
  owner: { login: 'octocat', id: 1, site_admin: false },
  private: false,
  description: 'This your first repo!',
  fork: false,
  homepage: 'https://github.com',
  language: null,
  forks_count: 9,
  topics: ['octocat', 'atom', 'electron', 'api'],
  permissions: { admin: false, push: false, pull: true },
  license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' },
  created_at: '2011-01-26T19:01:12Z',
});
export const jsonApi = JSON.stringify({
  links: { self: 'http://example.com/articles' },
  data: [
    {
      type: 'articles',
      id: '1',
      attributes: { title: 'JSON:API paints my bikeshed!' },
      relationships: { author: { data: { type: 'people', id: '9' } }, comments: { data: [{ type: 'comments', id: '5' }] } },
    },
  ],
  included: [
    { type: 'people', id: '9', attributes: { firstName: 'Dan', lastName: 'Gebhardt', twitter: 'dgeb' } },
    { type: 'comments', id: '5', attributes: { body: 'First!' }, relationships: { author: { data: { type: 'people', id: '2' } } } },
  ],
});
export const rfc8259Image =
  '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}';
export const rfc8259Places =
  '[{"precision":"zip","Latitude":37.7668,"Longitude":-122.3959,"Address":"","City":"SAN FRANCISCO","State":"CA","Zip":"94107","Country":"US"},{"precision":"zip","Latitude":37.371991,"Longitude":-122.026020,"Address":"","City":"SUNNYVALE","State":"CA","Zip":"94085","Country":"US"}]';
