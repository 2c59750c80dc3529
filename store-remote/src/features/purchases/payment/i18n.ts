import { defineCatalog } from '@exam/web-platform/i18n';
import en from './locales/en.json';
import type hi from './locales/hi.json';

/** The payment pages' message ids: their English texts. */
export type PaymentMessageId = keyof typeof hi;

/** The payment pages' messages, in their own chunks: `usePaymentT()` in components, `paymentT` in helpers. */
export const {
  ready: paymentMessagesReady,
  useT: usePaymentT,
  t: paymentT,
} = defineCatalog<PaymentMessageId>(en, () => import('./locales/hi.json'));
