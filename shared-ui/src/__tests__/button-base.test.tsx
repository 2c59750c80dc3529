import { fireEvent, screen } from '@testing-library/react';
import styled from 'styled-components';
import { lightTheme } from '../theme';
import { ButtonBase } from '../button-base';
import { renderWithProviders } from '../testing/render-with-providers';

describe('ButtonBase', () => {
  it('is a bare button: no border, background or padding, the font of its parent', () => {
    renderWithProviders(<ButtonBase type="button">Q1</ButtonBase>);
    expect(screen.getByRole('button', { name: 'Q1' })).toHaveStyle({
      padding: '0px',
      border: '0',
      font: 'inherit',
      cursor: 'pointer',
    });
  });

  it('takes an app control\u2019s own look through styled(ButtonBase), and stays a working button', () => {
    const Cell = styled(ButtonBase)`
      width: 46px;
      border-radius: 8px;
    `;
    const onClick = jest.fn();
    renderWithProviders(
      <Cell type="button" aria-current="true" onClick={onClick}>
        Question 1
      </Cell>,
      { theme: lightTheme },
    );
    const cell = screen.getByRole('button', { name: 'Question 1' });
    expect(cell).toHaveStyle({ width: '46px', padding: '0px' });
    fireEvent.click(cell);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
