/** The integrations domain's query keys, one factory (issue 28). */
export const integrationKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  webhookDeliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};
