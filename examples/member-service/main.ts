/** `npm start`: serves the demo origin on http://localhost:8080 (PORT to change). */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const app = createApp();

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`member-login-popup demo: http://localhost:${info.port}/`);
});
