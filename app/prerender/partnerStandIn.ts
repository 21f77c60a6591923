import type { Role } from '#app/roles';

/**
 * The roles of the church partner whose dashboard the build prerenders (decision 059): a paying
 * pastor, the partner the product has most of. index.html's inline script shows the stand-in
 * only to a visitor the browser remembers with exactly these roles; others' dashboards differ
 * (a free partner's upgrade card, the care items of website and discipleship users).
 */
export const partnerStandInRoles: readonly Role[] = ['evangelism'];
