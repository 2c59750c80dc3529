import { NGINX_HEADERS_FILE, writeNginxSecurityHeaders } from './nginx-headers';

/** `npm run deploy:headers`: regenerates deploy/security-headers.conf after a CSP or helmet change. */
writeNginxSecurityHeaders()
  .then(() => console.log(`wrote ${NGINX_HEADERS_FILE}`))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
