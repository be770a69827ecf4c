import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintSettings } from '@shared/desktop/print';
import type { DesktopPrint } from './get-printers';
import { printKeys } from './keys';

export const savePrintSettings = (desktop: DesktopPrint, settings: PrintSettings) => desktop.print.settings.set(settings);

/** Saves the settings in main (which checks them again) and keeps the query's copy equal to them. */
export function useSavePrintSettings(desktop: DesktopPrint) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrintSettings) => savePrintSettings(desktop, settings),
    onSuccess: (_, settings) => client.setQueryData(printKeys.settings(), settings),
  });
}
