import {
  ENERGY_CLASSES,
  type EnergyClass,
  VEHICLE_KINDS,
  type VehicleKind,
} from '@pusula/core/loans/asset-cap-types.ts';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './loans.module.css';
import { assetDetailsChanged, selectLoans } from './loans-slice.ts';

/** "Don't know" (the lowest column) first: it is the default. */
const ENERGY_CLASS_ORDER: readonly EnergyClass[] = ['other', ...ENERGY_CLASSES.filter((c) => c !== 'other')];

/**
 * What the caps read beside the asset's value (docs/domain-rules.md#asset-value-caps): the vehicle form
 * asks the vehicle kind (default "other"), the housing form the energy class (default "don't know")
 * and whether the buyer, the spouse or a child under 18 already owns a home (default no).
 */
export function AssetDetailsFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const type = useAppSelector((root) => selectLoans(root).selectedLoanType);
  const { vehicleKind, energyClass, ownsHome } = useAppSelector((root) => selectLoans(root).assetDetails);
  if (type === 'tasit') {
    const id = `${idPrefix}-vehicle-kind`;
    return (
      <FormField id={id} label={t('loans:assetCap.vehicleKindLabel')}>
        <select
          {...controlProps(id, undefined)}
          value={vehicleKind}
          onChange={(event) =>
            dispatch(assetDetailsChanged({ vehicleKind: event.target.value as VehicleKind }))
          }
        >
          {VEHICLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`loans:assetCap.vehicleKinds.${kind}`)}
            </option>
          ))}
        </select>
      </FormField>
    );
  }
  if (type !== 'konut') return null;
  const classId = `${idPrefix}-energy-class`;
  const ownsId = `${idPrefix}-owns-home`;
  return (
    <>
      <FormField id={classId} label={t('loans:assetCap.energyClassLabel')}>
        <select
          {...controlProps(classId, undefined)}
          value={energyClass}
          onChange={(event) =>
            dispatch(assetDetailsChanged({ energyClass: event.target.value as EnergyClass }))
          }
        >
          {ENERGY_CLASS_ORDER.map((energy) => (
            <option key={energy} value={energy}>
              {t(`loans:assetCap.energyClasses.${energy}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className={styles.checkField}>
        <label className={styles.check} htmlFor={ownsId}>
          <input
            id={ownsId}
            type="checkbox"
            checked={ownsHome}
            aria-describedby={`${ownsId}-hint`}
            onChange={(event) => dispatch(assetDetailsChanged({ ownsHome: event.target.checked }))}
          />
          {t('loans:assetCap.ownsHomeLabel')}
        </label>
        <p id={`${ownsId}-hint`} className={styles.hint}>
          {t('loans:assetCap.ownsHomeHint')}
        </p>
      </div>
    </>
  );
}
