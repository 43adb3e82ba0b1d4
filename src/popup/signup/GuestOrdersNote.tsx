/** Tells the member how many guest orders are now theirs, with the way to their orders (issue 25, point 3). */
import { ORDERS_PAGE } from '../../kernel/contract/memberPaths.ts';
import { SignupText, useSignupText } from './signupText.tsx';

function Note({ count }: { count: number }) {
  const st = useSignupText();
  return (
    <p part="text guest-orders" role="status">
      {st('signup.guestOrders', { count })}{' '}
      <a part="link" href={ORDERS_PAGE}>
        {st('signup.seeOrders')}
      </a>
    </p>
  );
}

export function GuestOrdersNote({ count }: { count: number }) {
  return (
    <SignupText quiet>
      <Note count={count} />
    </SignupText>
  );
}
