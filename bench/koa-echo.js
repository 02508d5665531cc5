// Reference for the benchmark: Koa with @koa/bodyparser echoing the JSON body, the floor of the framework we build on.
const { createServer } = require('node:http');
const Koa = require('koa');
const { bodyParser } = require('@koa/bodyparser');

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'] }));
app.use((ctx) => {
  ctx.body = { echo: ctx.request.body };
});
createServer(app.callback()).listen(Number(process.env.PORT), '127.0.0.1');
