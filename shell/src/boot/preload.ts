// The shell's first script (index.html runs it before the federation start-up): see firstScreenPreload.
import { preloadFirstScreen } from './firstScreenPreload';

void preloadFirstScreen();
