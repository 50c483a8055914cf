/** What the model module asks of other modules (wired in app.ts): the library, who else may see a model, sub-accounts. */
import type { Executor } from '../../db/index.js';
import type { ModelRow } from '../../db/schema.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { ArtefactName } from './files.js';

/** What the model module asks the library (apps/server/src/modules/library/service.ts). */
export interface ModelLibrary {
  /** Called inside the transaction that marks a model ready (the library indexes it for search). */
  onModelReady(trx: Executor, modelId: number): Promise<void>;
  /** Refuses (404/403) an artefact at model/file the viewer may not see: private, deleted or password-protected models. */
  checkArtefact(row: ModelRow, name: ArtefactName, viewer: AuthUser | null): Promise<void>;
  /** Refuses a viewer file at model/viewFile unless the viewer manages the model or holds a valid unlock token. */
  checkUnlocked(row: ModelRow, viewer: AuthUser | null, unlock: string | undefined): void;
  /** Refuses (403) a brand the model's owner may not tag it with (issue 18). */
  requireBrand(ownerId: number, brandId: number): Promise<void>;
}

/** A module that lets people see models the library hides from them (a demand's buyer sees its delivered models). */
export interface ModelViewers {
  seesDeliveredModel(viewer: AuthUser | null, modelCode: string): Promise<boolean>;
}

/** What uploads need from the business module: the acting account's right and owner, and its activity log. */
export interface ModelAccounts {
  authorize(userId: number, right: 'upload', db?: Executor): Promise<{ ownerId: number; actorId: number }>;
  record(actorId: number, action: string, detail: string, db?: Executor): Promise<void>;
}
