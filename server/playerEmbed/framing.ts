// Who may frame the player's pages (decision 075): the church's registered website and this
// site (the generator's preview), nobody else. Every other page keeps `frame-ancestors 'none'`
// (server/http/security-headers.ts, server/public/public-page.ts).

const DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  frameSrc: [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The routes' policy until the embed is known (and for an unknown one): framed by nobody, and no
 * X-Frame-Options, which would refuse the church's website whatever the CSP says.
 */
export const NOT_FRAMED_CSP = {
  frameguard: false as const,
  contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
};

/**
 * A known embed's page: framed by its website's origin and this site. `scripts`: the height
 * reports or a playing file's progress reports, both from here, reporting only here.
 */
export function embedCsp(websiteOrigin: string, scripts: boolean) {
  return {
    frameguard: false as const,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...DIRECTIVES,
        ...(scripts ? { scriptSrc: ["'self'"], connectSrc: ["'self'"] } : {}),
        frameAncestors: [websiteOrigin, "'self'"],
      },
    },
  };
}
