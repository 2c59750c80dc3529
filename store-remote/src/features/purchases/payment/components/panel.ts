import styled from 'styled-components';
import { surface } from '../../../../components/layout';

/** A titled surface block of the purchase page. */
export const Panel = styled.section`
  ${surface}
  padding: clamp(1.1rem, 3vw, 1.6rem);
  min-width: 0;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;
