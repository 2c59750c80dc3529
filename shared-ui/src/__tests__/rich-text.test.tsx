import { renderWithProviders } from '../testing/render-with-providers';
import { RichText } from '../rich-text';

const bold = (text: string) => <strong>{text}</strong>;
const link = (text: string) => <a href="/refund">{text}</a>;

describe('RichText', () => {
  it('draws each <n>…</n> with element n, keeping the text around it', () => {
    const { container } = renderWithProviders(
      <p>
        <RichText text="<0>No refunds</0> are given. See the <1>Refund Policy</1>." parts={[bold, link]} />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><strong>No refunds</strong> are given. See the <a href="/refund">Refund Policy</a>.</p>',
    );
  });

  it('puts the parts where the language has them, and a part with no element as plain text', () => {
    const { container } = renderWithProviders(
      <p>
        <RichText text="<1>रिफ़ंड नीति</1> देखें, <0>अभी</0> <2>या</2>" parts={[bold, link]} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p><a href="/refund">रिफ़ंड नीति</a> देखें, <strong>अभी</strong> या</p>');
  });

  it('leaves a text without tags as it is', () => {
    const { container } = renderWithProviders(<RichText text="Still stuck?" parts={[]} />);
    expect(container.textContent).toBe('Still stuck?');
  });
});
