import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@exam/web-platform/client';
import { t } from '@exam/web-platform/i18n';
import { UTR_LENGTH, UTR_PATTERN } from '@exam/shared-contracts/rules';
import { useSubmitPaymentMutation } from '../api/payment-api';
import { UTR_MESSAGES, UtrForm } from '../components/utr-form';
import { renderWithProviders } from '@exam/shared-ui/testing';

jest.mock('../api/payment-api', () => ({ useSubmitPaymentMutation: jest.fn() }));

const submit = jest.fn();
const onSubmitted = jest.fn();

function setup() {
  renderWithProviders(<UtrForm bookId="b1" amount={199} onSubmitted={onSubmitted} />);
  return screen.getByLabelText('UTR Number');
}

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Payment' }));

describe('UtrForm (docs/domains/purchases.md "Rules and limits": the field accepts what the server accepts)', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    submit.mockReset();
    onSubmitted.mockReset();
    submit.mockReturnValue({ unwrap: () => Promise.resolve({ paymentId: 'p1', status: 'pending' }) });
    jest.mocked(useSubmitPaymentMutation).mockReturnValue([submit, { isLoading: false }] as never);
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });

  afterEach(() => jest.restoreAllMocks());

  it('is a numeric field of 12 digits without autocomplete', () => {
    const input = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', String(UTR_LENGTH));
    expect(input).toHaveAttribute('pattern', UTR_PATTERN);
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('keeps digits only, at most 12, typed or pasted', () => {
    const input = setup();
    fireEvent.change(input, { target: { value: '12ab 34-5' } });
    expect(input).toHaveValue('12345');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.paste(input, { clipboardData: { getData: () => '1234 5678 9012 99' } });
    expect(input).toHaveValue('123456789012');
  });

  it.each([
    ['an empty field', '   ', 'Please enter UTR number'],
    ['fewer than 12 digits', '12345', 'UTR must be exactly 12 digits'],
  ])(
    'refuses %s with "%s" (docs/domains/purchases.md "Rules and limits", the server\'s own text) and sends nothing',
    (_case, typed, message) => {
      fireEvent.change(setup(), { target: { value: typed } });
      press();
      expect(error).toHaveBeenCalledWith(message);
      expect(submit).not.toHaveBeenCalled();
    },
  );

  it('sends a valid UTR, toasts success, clears the field and hands over the payment id', async () => {
    const input = setup();
    fireEvent.change(input, { target: { value: '123456789012' } });
    press();
    expect(submit).toHaveBeenCalledWith({ bookId: 'b1', utr: '123456789012', amount: 199 });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('p1'));
    expect(success).toHaveBeenCalledWith(t(UTR_MESSAGES.submitted));
    expect(input).toHaveValue('');
  });

  it("toasts the server's error when the submission is refused", async () => {
    submit.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, data: { error: 'This UTR has already been submitted' } }),
    });
    const input = setup();
    fireEvent.change(input, { target: { value: '123456789012' } });
    press();
    await waitFor(() => expect(error).toHaveBeenCalledWith('This UTR has already been submitted'));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(input).toHaveValue('123456789012');
  });
});
