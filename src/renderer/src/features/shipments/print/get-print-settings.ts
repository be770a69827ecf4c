import { useQuery } from '@tanstack/react-query';
import type { DesktopPrint } from './get-printers';
import { printKeys } from './keys';

export const getPrintSettings = (desktop: DesktopPrint) => desktop.print.settings.get();

/** This workstation's print settings (the defaults until some are saved). */
export function usePrintSettings(desktop: DesktopPrint) {
  return useQuery({ queryKey: printKeys.settings(), queryFn: () => getPrintSettings(desktop), staleTime: 0, retry: false });
}
