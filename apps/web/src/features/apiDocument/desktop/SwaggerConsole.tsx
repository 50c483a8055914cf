/**
 * The try-it console: Swagger UI over /api/openapi.json, bundled from swagger-ui-dist into this lazy chunk (no CDN).
 * Signed open calls need their headers computed per request (docs/OPEN_API.md); the console takes them as inputs.
 */
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { useEffect, useRef } from 'react';
import { OPENAPI_URL } from '../api';

export default function SwaggerConsole() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    SwaggerUI({ domNode: box.current, url: OPENAPI_URL, docExpansion: 'none', filter: true, defaultModelsExpandDepth: -1 });
  }, []);
  return <div ref={box} aria-label="接口在线调试" />;
}
