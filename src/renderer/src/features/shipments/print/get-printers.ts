import { useQuery } from '@tanstack/react-query';
import type { DesktopBridge } from '@shared/desktop/ipc-contract';
import { printKeys } from './keys';

export type DesktopPrint = Pick<DesktopBridge, 'print'>;

export const getPrinters = (desktop: DesktopPrint) => desktop.print.printers();

/** This computer's printers, asked afresh each time the settings open (a printer may have been plugged in). */
export function usePrinters(desktop: DesktopPrint) {
  return useQuery({ queryKey: printKeys.printers(), queryFn: () => getPrinters(desktop), staleTime: 0, retry: false });
}
