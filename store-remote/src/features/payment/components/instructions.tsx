import { formatRupees } from '@exam/shared-contracts/rules';
import { useStoreT } from '../../../lib/i18n';
import { Panel } from './panel';

/** How to pay by UPI and get access (SPEC 1 "Purchase flow", SPEC 2 "instructions"). */
export function Instructions({ amount }: { amount: number }) {
  const t = useStoreT();
  return (
    <Panel aria-labelledby="instructions-title">
      <h2 id="instructions-title">{t('store.pay.how.title')}</h2>
      <ol>
        <li>{t('store.pay.how.openApp')}</li>
        <li>{t('store.pay.how.scan')}</li>
        <li>{t('store.pay.how.exact', { amount: formatRupees(amount) })}</li>
        <li>{t('store.pay.how.copyUtr')}</li>
        <li>{t('store.pay.how.enterUtr')}</li>
        <li>{t('store.pay.how.review')}</li>
      </ol>
    </Panel>
  );
}
