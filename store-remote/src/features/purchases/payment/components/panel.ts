import styled from 'styled-components';
import { Card } from '@exam/shared-ui/card';

/** A titled block of the purchase page: the kit's Card, its room growing with the window, its h2 set. */
export const Box = styled(Card).attrs({ $pad: 'fluid' } as const)`
  min-width: 0;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;
