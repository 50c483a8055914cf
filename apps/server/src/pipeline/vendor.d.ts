// Minimal typings for the untyped packages the pipeline loads; only what it calls.

declare module 'draco3dgltf' {
  /** Opaque Emscripten module handed to glTF-Transform as the 'draco3d.decoder' dependency. */
  export interface DracoDecoderModule {
    readonly [key: string]: unknown;
  }
  export function createDecoderModule(options?: object): Promise<DracoDecoderModule>;
}

declare module 'assimpjs' {
  interface AssimpFile {
    GetPath(): string;
    GetContent(): Uint8Array;
  }
  interface AssimpResult {
    IsSuccess(): boolean;
    GetErrorCode(): string;
    FileCount(): number;
    GetFile(index: number): AssimpFile;
    delete(): void;
  }
  interface AssimpFileList {
    AddFile(path: string, content: Uint8Array): void;
    delete(): void;
  }
  export interface AssimpModule {
    FileList: new () => AssimpFileList;
    ConvertFileList(files: AssimpFileList, format: string): AssimpResult;
  }
  export default function assimpjs(): Promise<AssimpModule>;
}

declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[] };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { uri?: string; maxIssues?: number; ignoredIssues?: string[]; externalResourceFunction?: (uri: string) => Promise<Uint8Array> },
  ): Promise<ValidationReport>;
}
