import { Menu, MenuButton, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DocumentRegular, PrintRegular, SettingsRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintForm } from '@shared/shipments/awb-form';
import type { ShipmentDetail } from '@shared/shipments';
import type { DesktopPrint } from '../print/get-printers';
import { PrintSettingsDialog } from '../print/PrintSettingsDialog';
import { usePrintAwb } from '../print/use-print-awb';

/** Section 2's print forms in its order: the airline's blank, A4, the neutral blank. */
const FORMS: readonly PrintForm[] = ['airline', 'a4', 'neutral'];

/**
 * The AWB's print forms, for anybody who may read the shipment (one not issued prints marked DRAFT).
 * A browser opens the PDF in a new tab; the desktop prints it on the form's printer, and offers
 * this workstation's print settings too.
 */
export function PrintMenu({ shipment, desktop = window.desktop ?? null }: { shipment: ShipmentDetail; desktop?: DesktopPrint | null }) {
  const { t } = useTranslation('print');
  const print = usePrintAwb();
  const [settings, setSettings] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton icon={<PrintRegular />} data-testid="print-menu">
            {t('menu')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {FORMS.map((form) => (
              // Called straight from the click: a browser counts the PDF's tab as the click's own.
              <MenuItem key={form} icon={<DocumentRegular />} onClick={() => void print(shipment.id, form)} data-testid={`print-${form}`}>
                {t(`forms.${form}`)}
              </MenuItem>
            ))}
            {desktop ? (
              <>
                <MenuDivider />
                <MenuItem icon={<SettingsRegular />} onClick={() => setSettings(true)} data-testid="print-settings">
                  {t('settings.open')}
                </MenuItem>
              </>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {settings && desktop ? <PrintSettingsDialog desktop={desktop} onClose={() => setSettings(false)} /> : null}
    </>
  );
}
