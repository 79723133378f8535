import { lazy } from 'react';

// The dialogs' PrimeReact code loads on first use (and ahead, at the person's first move or key),
// keeping it out of the first page's bundle.
export const loadDialogViews = () => import('./dialog-views');
export const DialogViews = lazy(() => loadDialogViews().then((module) => ({ default: module.DialogViews })));
