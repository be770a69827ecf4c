import type { ResourceRow } from '@shared/resources/list-query';
import { TariffPreview } from './TariffPreview';
import { TariffRates } from './TariffRates';

/** Under a tariff's fields: its rate card, then the price preview on its route. */
export function TariffInfo({ row }: { row: ResourceRow }) {
  return (
    <>
      <TariffRates row={row} />
      <TariffPreview row={row} />
    </>
  );
}
