/**
 * The latest value of `value`, for a callback that an effect started earlier calls later (a WebOTP
 * answer, a failed fetch): it sees this render's props, not those of the render that started it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
