/**
 * A dialog whose code loads when it is first opened: a screen that only may open a form, a wizard or a
 * confirmation does not download and run it to show its first rows. Closed and never opened, it renders
 * nothing. While its code arrives a spinner covers the page (a progress bar named "Loading", not a
 * dialog: the dialog itself takes the focus when it opens). Once opened it stays mounted, so that it
 * closes with its transition and keeps its state like any other dialog.
 */
import { Backdrop, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import { useTranslate } from 'react-admin';
import { loadOnce } from './loadOnce';

const DialogLoading = () => {
  const translate = useTranslate();
  return (
    // MUI hides a backdrop from assistive technology; this one carries the named progress bar.
    <Backdrop open aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={translate('ra.page.loading')} />
    </Backdrop>
  );
};

export type LazyDialog<P> = FunctionComponent<P> & { preload: () => Promise<unknown> };

export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyDialog<P> => {
  const loader = loadOnce(() => load().then((component) => ({ default: component })));
  const Lazy = lazy(loader);
  const Dialog = (props: P) => {
    const open = isOpen(props);
    // Chosen once, when first opened: code already loaded renders at once, without a loading frame.
    const [Shown, setShown] = useState<ComponentType<P> | null>(null);
    if (open && !Shown) setShown(() => loader.loaded?.default ?? Lazy);
    if (!Shown) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Shown {...props} />
      </Suspense>
    );
  };
  return Object.assign(Dialog, { preload: () => loader().catch(() => undefined) });
};
