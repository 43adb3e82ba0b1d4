/** The static pages of the element's region (terms, privacy, help centre), for links in the popup. */
import { useAtomValue } from './atomHooks.ts';
import { staticLinks, type StaticLinks } from '../kernel/config/mainSite.ts';
import { attributesAtom } from '../state/attributes.ts';
import { useElementEnv } from './ElementEnv.ts';

export function useStaticLinks(): StaticLinks {
  const { region } = useElementEnv();
  const mainSite = useAtomValue(attributesAtom)['main-site'];
  return staticLinks(mainSite, region);
}
