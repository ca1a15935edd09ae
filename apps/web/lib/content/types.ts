import type { Schemas } from '@crossport/api-client';

/** A content page from the content service (spec §2), and its blocks by type. */
export type Content = Schemas['Content'];
export type ContentBlock = Content['blocks'][number];
export type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
