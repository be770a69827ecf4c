import './global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';

const root = createRoot(document.getElementById('root')!);
root.render(<App context={await startApp()} />);
