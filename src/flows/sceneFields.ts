/** The scene fields a flow sends with its codes (spec section 7). */
import { DEFAULT_BIZ_SCENES, type InnerPageSource, type PageSource } from '../kernel/contract/requestScene.ts';
import type { FlowContext } from './context.ts';

export interface SceneFields {
  readonly pageSource: PageSource;
  readonly bizScene: string;
}

/** The screen it comes from, and the page's business scene or else the journey's. */
export function sceneFields({ scene }: Pick<FlowContext, 'scene'>, journey: InnerPageSource): SceneFields {
  const { pageSource, bizScene } = scene();
  return { pageSource, bizScene: bizScene ?? DEFAULT_BIZ_SCENES[journey] };
}
