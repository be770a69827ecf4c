import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './bridge';

// A sandboxed preload: it may require only 'electron' and runs as one CommonJS file.
contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer));
