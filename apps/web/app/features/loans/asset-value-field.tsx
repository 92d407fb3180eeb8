import { takesAssetValue } from '@pusula/core/loans/asset-cap-types.ts';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppSelector } from '../../store/store.ts';
import { assetValueTyped, selectLoans } from './loans-slice.ts';

const selectAssetValue = (root: RootState) =>
  selectLoans(root).assetValues[selectLoans(root).selectedLoanType];

/**
 * The optional vehicle invoice value or home value (docs/domain-rules.md#asset-value-caps), only on the
 * vehicle and housing forms; its error is the schema's (the refusal above the last vehicle band).
 */
export function AssetValueField({ id }: { id: string }) {
  const { t } = useTranslation();
  const type = useAppSelector((root) => selectLoans(root).selectedLoanType);
  const errorKey = useAppSelector((root) => selectLoans(root).fieldErrors.assetValue);
  if (!takesAssetValue(type)) return null;
  return (
    <AmountField
      id={id}
      label={type === 'tasit' ? t('loans:assetCap.vehicleLabel') : t('loans:assetCap.housingLabel')}
      error={errorKey ? translateKnown(t, errorKey) : undefined}
      select={selectAssetValue}
      typed={assetValueTyped}
      withKurus
    />
  );
}
