// The shell's first script (index.html runs it before the federation start-up): preloads the page's
// remote (see firstScreenPreload), then starts the shell once the static page has painted.
import { preloadFirstScreen } from './firstScreenPreload';
import { startAfterFirstPaint } from './startAfterPaint';

void preloadFirstScreen();
startAfterFirstPaint();
