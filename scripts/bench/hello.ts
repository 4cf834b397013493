/** Bare Fastify hello-world: the ceiling every endpoint's throughput is compared with. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log('bench-server ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
