/**
 * Loads when first opened, so that a screen does not download it to show its first rows; once opened it
 * stays mounted, to close with its transition and keep its state.
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
