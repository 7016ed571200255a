/**
 * The shared form modal (SPEC §2 Shared dialogs, §8 form submit 422) on react-admin's CreateBase and
 * EditBase: saves go through the data provider's create/update, pessimistically.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { NumberInput, TextInput, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { M } from '../../../src/api/schemas/message';
import { requiredString } from '../../../src/api/schemas/fields';
import { FormModal, type FormModalProps, type ModalSize } from '../../../src/components/FormModal';
import { authProvider as appAuthProvider } from '../../../src/providers/authProvider';
import { ApiError, toHttpError } from '../../../src/providers/httpErrors';
import { Notification } from '../../../src/layout/Notification';
import { renderInAdmin } from '../../integration/helpers/renderAdmin';

const REQUIRED = 'This field is required';

const schema = z.object({
  name: requiredString,
  port: z.number({ error: M.required }).int({ error: M.integer }).min(1, { error: 'app.validation.port' }).max(65535, { error: 'app.validation.port' }),
}) as unknown as FormModalProps['schema'];

const Fields = () => (
  <>
    <TextInput source="name" label="Name" />
    <NumberInput source="port" label="Port" />
  </>
);

type Props = Partial<FormModalProps>;

type Save = (resource: string, params: { data: Record<string, unknown>; id?: unknown; meta?: unknown }) => Promise<{ data: Record<string, unknown> }>;

/** A data provider whose create and update are the test's. */
const providerWith = (save: Save): DataProvider =>
  ({
    create: (resource: string, params: { data: Record<string, unknown> }) => save(resource, params),
    update: (resource: string, params: { data: Record<string, unknown>; id: unknown }) => save(resource, params),
  }) as unknown as DataProvider;

const saved: Save = async (_resource, { data, id }) => ({ data: { id: id ?? 9, ...data } });

const Harness = (props: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add service
      </button>
      <FormModal
        open={open}
        title="Expose a service"
        resource="services"
        schema={schema}
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <Fields />
      </FormModal>
    </>
  );
};

const openModal = async (props: Props = {}, save: Save = saved) => {
  const rendered = renderInAdmin(
    <>
      <Harness {...props} />
      <Notification />
    </>,
    { dataProvider: providerWith(save), authProvider: null },
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Add service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Expose a service' });
  return { ...rendered, dialog };
};

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const portField = () => screen.getByRole('spinbutton', { name: 'Port' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('FormModal', () => {
  it.each<[ModalSize | undefined, string]>([
    ['small', 'MuiDialog-paperWidthXs'],
    ['medium', 'MuiDialog-paperWidthSm'],
    ['large', 'MuiDialog-paperWidthMd'],
    [undefined, 'MuiDialog-paperWidthSm'],
  ])('size %s maps to the %s width', async (size, widthClass) => {
    const { dialog } = await openModal(size ? { size } : {});
    expect(dialog).toHaveClass(widthClass);
    expect(dialog).toHaveClass('MuiDialog-paperFullWidth');
  });

  it('is named by its title and has Cancel and Save; Cancel closes without saving', async () => {
    const onSubmit = vi.fn(saved);
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose }, onSubmit);
    expect(within(dialog).getByRole('heading', { name: 'Expose a service' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Save']);

    await user.type(nameField(), 'grafana');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a custom Save label and a record to edit', async () => {
    const { dialog } = await openModal({ saveLabel: 'Create', record: { id: 3, name: 'grafana', port: 3000 } });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('grafana');
    expect(portField()).toHaveValue(3000);
  });

  it('validates the whole form on submit and refuses to submit while it is invalid', async () => {
    const onSubmit = vi.fn(saved);
    const { user } = await openModal({}, onSubmit);
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(REQUIRED));
    expect(portField()).toHaveAccessibleDescription(REQUIRED);
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('validates a field when it is left, then again on every change', async () => {
    const { user } = await openModal();
    await user.click(nameField());
    await user.tab();
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(REQUIRED));
    expect(portField()).not.toHaveAccessibleDescription(REQUIRED);

    await user.type(portField(), '70000');
    expect(portField()).not.toHaveAccessibleDescription('This field must be a valid port (1-65535)');
    await user.tab();
    await waitFor(() => expect(portField()).toHaveAccessibleDescription('This field must be a valid port (1-65535)'));

    await user.clear(portField());
    await user.type(portField(), '8080');
    await waitFor(() => expect(portField()).toHaveAttribute('aria-invalid', 'false'));
    await user.type(nameField(), 'g');
    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('creates through the data provider (with its meta), shows progress with Save disabled, then hands the answer over', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn<Save>(
      (_resource, { data }) =>
        new Promise((resolve) => {
          finish = () => resolve({ data: { id: 12, ...data } });
        }),
    );
    const onSaved = vi.fn();
    const { user } = await openModal({ meta: { nodeId: 4 }, onSaved, successMessage: { created: 'app.domains.notify.created' } }, onSubmit);
    await user.type(nameField(), 'grafana');
    await user.type(portField(), '3000');
    await user.click(saveButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toBe('services');
    expect(onSubmit.mock.calls[0][1]).toMatchObject({ data: { name: 'grafana', port: 3000 }, meta: { nodeId: 4 } });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(within(saveButton()).getByRole('progressbar')).toBeInTheDocument();
    // Enter in a field (implicit submission) does not send it twice either.
    await user.type(nameField(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: 'grafana' }), true));
    await screen.findByText('Domain created successfully!');
  });

  it('edits a record with an id through update (PATCH), and says so', async () => {
    const onSubmit = vi.fn(saved);
    const onSaved = vi.fn();
    const { user } = await openModal({ record: { id: 3, name: 'grafana', port: 3000 }, onSaved, successMessage: { updated: 'app.domains.notify.updated' } }, onSubmit);
    await user.clear(nameField());
    await user.type(nameField(), 'grafana-2');
    await user.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toMatchObject({ id: 3, data: { name: 'grafana-2', port: 3000 } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: 'grafana-2' }), false));
    await screen.findByText('Domain updated successfully!');
  });

  it('puts the field errors a 422 answer carries on their fields, as sentences, and keeps what was typed', async () => {
    const onSubmit = vi.fn<Save>(async () => {
      throw toHttpError(422, { message: 'Validation failed', errors: { body: [{ field: 'name', message: 'Record already exists with the same value in domain' }] } });
    });
    const { user } = await openModal({}, onSubmit);
    await user.type(nameField(), 'grafana');
    await user.type(portField(), '3000');
    await user.click(saveButton());

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('This domain already exists on the gateway: edit it in the Domains list, or enter another name.'),
    );
    expect(nameField()).toHaveValue('grafana');
    expect(portField()).toHaveValue(3000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows a refusal that names no field above the fields, as a sentence, and keeps what was typed', async () => {
    const onSubmit = vi.fn<Save>(async () => {
      throw toHttpError(422, { message: 'Validation failed', errors: { body: [{ field: '', message: '"value" must be of type object' }] } });
    });
    const { user, dialog } = await openModal({}, onSubmit);
    await user.type(nameField(), 'grafana');
    await user.type(portField(), '3000');
    await user.click(saveButton());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The gateway could not read this value.');
    await screen.findByText('The gateway refused the form: see the message above its fields.');
    expect(nameField()).toHaveValue('grafana');
  });

  it('shows a refused save\'s message as text, never looked up as a translation key; no success', async () => {
    document.cookie = 'token=signed-in; Path=/';
    const onSaved = vi.fn();
    const onSubmit = vi.fn<Save>(async () => {
      throw new ApiError('ra.action.delete', 400, { message: 'ra.action.delete' }, true);
    });
    const { user } = await openModal({ onSaved, successMessage: { created: 'app.domains.notify.created' } }, onSubmit);
    await user.type(nameField(), 'grafana');
    await user.type(portField(), '3000');
    await user.click(saveButton());
    await screen.findByText('ra.action.delete');
    expect(screen.queryByText('Domain created successfully!')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('announces nothing when the refusal ended the session, and signs out', async () => {
    document.cookie = 'token=expired; Path=/';
    const onSaved = vi.fn();
    const onSubmit = vi.fn<Save>(async () => {
      throw toHttpError(401, { status: 'error', message: 'Unknown error' });
    });
    const rendered = renderInAdmin(
      <>
        <Harness onSaved={onSaved} successMessage={{ created: 'app.domains.notify.created' }} />
        <Notification />
      </>,
      { dataProvider: providerWith(onSubmit), authProvider: appAuthProvider },
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Add service' }));
    await screen.findByRole('dialog', { name: 'Expose a service' });
    await rendered.user.type(nameField(), 'grafana');
    await rendered.user.type(portField(), '3000');
    await rendered.user.click(saveButton());
    await waitFor(() => expect(rendered.location().pathname).toBe('/login'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Domain created successfully!')).not.toBeInTheDocument();
    expect(screen.queryByText('Unknown error')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the focus inside while open, and gives it back to the opener when closed', async () => {
    const { user, dialog } = await openModal();
    // Hidden from assistive technology while the modal is open (MUI sets aria-hidden on the rest).
    const opener = screen.getByRole('button', { name: 'Add service', hidden: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 8; step += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
