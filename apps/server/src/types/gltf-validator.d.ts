// The Khronos validator ships no types; this is the part of its API the tests and benchmarks use.
declare module 'gltf-validator' {
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      messages: { code: string; message: string; severity: number; pointer?: string }[];
    };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { uri?: string; externalResourceFunction?: (uri: string) => Promise<Uint8Array>; maxIssues?: number },
  ): Promise<ValidationReport>;
}
