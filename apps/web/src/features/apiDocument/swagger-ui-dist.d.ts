/** swagger-ui-dist ships no types: the one entry and the options the try-it console uses. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    defaultModelsExpandDepth?: number;
    docExpansion?: 'list' | 'full' | 'none';
    filter?: boolean;
  }
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
