/**
 * The two answer shapes of the member service (spec sections 3 and 8), shared by the widget and the
 * reference member service: the REST envelope and the gateway answer with its `ret` list.
 */
import { array, boolean, optional, string, type, type Infer, type Struct } from 'superstruct';

export const ErrorCodeSchema = type({
  key: string(),
  displayMessage: optional(string()),
});
export type ErrorCode = Infer<typeof ErrorCodeSchema>;

/** The REST envelope around a `module` of type M. */
export interface Envelope<M> {
  readonly success: boolean;
  readonly module?: M;
  readonly errorCode?: ErrorCode;
  readonly retry?: boolean;
  readonly repeated?: boolean;
  readonly notSuccess?: boolean;
}

/** The envelope schema for a module schema. Unknown fields are allowed, as everywhere at the edge. */
export function envelope<M>(module: Struct<M>): Struct<Envelope<M>, null> {
  return type({
    success: boolean(),
    module: optional(module),
    errorCode: optional(ErrorCodeSchema),
    retry: optional(boolean()),
    repeated: optional(boolean()),
    notSuccess: optional(boolean()),
  }) as unknown as Struct<Envelope<M>, null>;
}

/** An envelope that reports no module (failures are checked before the module is looked at). */
export const AnyEnvelopeSchema = type({
  success: boolean(),
  errorCode: optional(ErrorCodeSchema),
});

/** The code of a successful gateway call: `ret` is `["SUCCESS::…"]`. */
export const SUCCESS_CODE = 'SUCCESS';

/** The gateway answer: `ret` holds `CODE` or `CODE::message` items; `data` is the call's answer. */
export interface GatewayAnswer<D> {
  readonly api: string;
  readonly v: string;
  readonly ret: readonly string[];
  readonly data?: D;
}

export const GatewayAnswerSchema = type({
  api: string(),
  v: string(),
  ret: array(string()),
});

/** The gateway's version of every call. */
export const GATEWAY_VERSION = '1.0';

export type HttpMethod = 'GET' | 'POST';
