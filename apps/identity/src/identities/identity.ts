import type { PublicMetadata, Traits } from './traits-schema.ts';

export interface VerifiableAddress {
  id: string;
  via: 'email';
  value: string;
  verified: boolean;
  status: 'pending' | 'sent' | 'completed';
  verifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RecoveryAddress {
  id: string;
  via: 'email';
  value: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An identity with the addresses Kratos always shows beside it. */
export interface Identity {
  id: string;
  schemaId: string;
  traits: Traits;
  state: 'active' | 'inactive';
  stateChangedAt: Date | null;
  metadataPublic: PublicMetadata | null;
  createdAt: Date;
  updatedAt: Date;
  verifiableAddresses: VerifiableAddress[];
  recoveryAddresses: RecoveryAddress[];
}
