/** Route handle of the signed-in areas: the application layout instead of the marketing one. */
export const APP_LAYOUT = { layout: 'app' } as const;
