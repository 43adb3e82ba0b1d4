/**
 * The page presentation's route in the address's hash (`#/login`, `#/registry`, …; see
 * pageHistory.ts). Apart from the history's code, which the element fetches later: the element
 * reads the hash when it lays the page out.
 */
import { routeNamed } from '../flows/steps.ts';
import { parseRoute, type Route } from '../state/routes.ts';

/** The hash that names `route`. */
export const routeHash = (route: Route): string => `#/${route.name.toLowerCase()}`;

/**
 * The route `hash` names, when its screen needs nothing a journey learnt: Verify and
 * ProfileComplete hold a number or a token, and are never shown from an address.
 */
export function hashRoute(hash: string): Route | undefined {
  const name = parseRoute(hash.replace(/^#\/?/, ''));
  return name && name !== 'Verify' && name !== 'ProfileComplete' ? routeNamed(name) : undefined;
}
