/** 'Domain & SSL Settings' (issue 5 point 2): every rule with its message, the field links, create and edit. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialog, renderScreen, rowWith, useSignedInDemo, chooseAction } from '../services/renderScreen';

const demo = useSignedInDemo();

const openAddDomain = async () => {
  const view = renderScreen('/domains');
  await rowWith('app.example.com');
  await view.user.click(screen.getByRole('button', { name: 'Add Domain' }));
  return { ...view, form: await dialog('Domain & SSL Settings') };
};

const save = (user: UserEvent, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Save' }));

describe('domain form', () => {
  it('requires the domain', async () => {
    const { user, form } = await openAddDomain();
    await save(user, form);
    expect(await within(form).findByText('The domain field is required')).toBeInTheDocument();
    expect(demo.requests('/api/domains', 'POST')).toHaveLength(0);
  });

  it.each(['not a domain', 'example', 'example.c', 'exa_mple.com', '-bad.example.com', 'example.123'])(
    "refuses '%s' with the format message on blur",
    async (value) => {
      const { user, form } = await openAddDomain();
      const domain = within(form).getByRole('textbox', { name: 'Domain' });
      await user.type(domain, value);
      await user.tab();
      expect(await within(form).findByText('The domain must be in a valid format')).toBeInTheDocument();
    },
  );

  it("offers Self Signed and Let's Encrypt; Skip Domain Validation forces Self Signed and clears the domain error", async () => {
    const { user, form } = await openAddDomain();
    const selfSigned = within(form).getByRole('radio', { name: 'Self Signed' });
    const certbot = within(form).getByRole('radio', { name: "Let's Encrypt" });
    await user.click(certbot);
    expect(certbot).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'bad domain');
    await user.tab();
    expect(await within(form).findByText('The domain must be in a valid format')).toBeInTheDocument();

    await user.click(within(form).getByRole('switch', { name: 'Skip Domain Validation' }));
    await waitFor(() => expect(within(form).queryByText('The domain must be in a valid format')).not.toBeInTheDocument());
    expect(selfSigned).toBeChecked();
    expect(certbot).toBeDisabled();
  });

  it('starts the allowed emails with one empty entry when OAuth2 is enabled (SPEC §4), grows, shrinks and removes the list', async () => {
    const { user, form } = await openAddDomain();
    expect(within(form).queryByText('Allowed Emails')).not.toBeInTheDocument();
    const oauth = within(form).getByRole('switch', { name: 'Enable OAuth2 Authentication' });
    await user.click(oauth);
    expect(await within(form).findByText('Allowed Emails')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('');
    expect(within(form).queryByRole('textbox', { name: 'Email 2' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add Email' }));
    expect(await within(form).findByRole('textbox', { name: 'Email 2' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: 'Email 2' }), 'second@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add Email' }));
    expect(await within(form).findByRole('textbox', { name: 'Email 3' })).toHaveFocus();
    // Removing the first (empty) entry keeps the others, in order.
    await user.click(within(form).getByRole('button', { name: 'Remove Email 1' }));
    await waitFor(() => expect(within(form).queryByRole('textbox', { name: 'Email 3' })).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('second@example.com');
    expect(within(form).getByRole('textbox', { name: 'Email 2' })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Remove Email 1' }));
    await waitFor(() => expect(within(form).queryByRole('textbox', { name: 'Email 2' })).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toBeInTheDocument();

    // Off removes the list; on again starts it anew with one empty entry.
    await user.click(oauth);
    await waitFor(() => expect(within(form).queryByText('Allowed Emails')).not.toBeInTheDocument());
    await user.click(oauth);
    expect(await within(form).findByRole('textbox', { name: 'Email 1' })).toHaveValue('');
    expect(within(form).queryByRole('textbox', { name: 'Email 2' })).not.toBeInTheDocument();
  });

  it('saves OAuth2 with its empty entry untouched: the blank entry is dropped, never blocks, and the help text says who gets in', async () => {
    const { user, form } = await openAddDomain();
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'open.example.com');
    await user.click(within(form).getByRole('switch', { name: 'Enable OAuth2 Authentication' }));
    const entry = await within(form).findByRole('textbox', { name: 'Email 1' });
    expect(
      within(form).getByText('Only these addresses may sign in. Blank entries are left out, and an empty list lets in anyone the identity provider accepts.'),
    ).toBeInTheDocument();
    // Visited and left blank: no error either.
    await user.click(entry);
    await user.tab();
    await save(user, form);
    expect(await screen.findByText('Domain created successfully!')).toBeInTheDocument();
    expect(entry).not.toHaveAttribute('aria-invalid', 'true');
    expect(await demo.requests('/api/domains', 'POST')[0].body).toMatchObject({ domain: 'open.example.com', authentication: true, allowedEmails: [] });
    expect(demo.db.domains.find((d) => d.domain === 'open.example.com')!.oauth2Config?.allowedEmails).toEqual([]);
  });

  it('validates each email where it stands and sends only the filled ones', async () => {
    const { user, form } = await openAddDomain();
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'auth.example.com');
    await user.click(within(form).getByRole('switch', { name: 'Enable OAuth2 Authentication' }));
    // Entry 1 stays blank; the error of entry 2 stays on entry 2.
    await user.click(await within(form).findByRole('button', { name: 'Add Email' }));
    const second = await within(form).findByRole('textbox', { name: 'Email 2' });
    await user.type(second, 'not-an-email');
    await user.tab();
    expect(await within(form).findByText('This field must be a valid email')).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).not.toHaveAttribute('aria-invalid', 'true');
    await save(user, form);
    expect(demo.requests('/api/domains', 'POST')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, 'carol@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add Email' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Email 3' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add Email' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Email 4' }), 'dave@example.org');
    await save(user, form);
    expect(await screen.findByText('Domain created successfully!')).toBeInTheDocument();
    const [post] = demo.requests('/api/domains', 'POST');
    expect(await post.body).toEqual({
      domain: 'auth.example.com',
      ssl: 'self-signed',
      skipValidation: false,
      authentication: true,
      allowedEmails: ['carol@example.com', 'dave@example.org'],
    });
    const saved = demo.db.domains.find((d) => d.domain === 'auth.example.com')!;
    expect(saved.oauth2Config?.allowedEmails).toEqual(['carol@example.com', 'dave@example.org']);
  });

  it('creates a domain, closes the form, shows the toast and the new row', async () => {
    const { user, form } = await openAddDomain();
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'new.example.com');
    await user.click(within(form).getByRole('radio', { name: "Let's Encrypt" }));
    await save(user, form);
    expect(await screen.findByText('Domain created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowWith('new.example.com');
    expect(within(row).getByText("Let's Encrypt")).toBeInTheDocument();
    expect(await demo.requests('/api/domains', 'POST')[0].body).toEqual({
      domain: 'new.example.com',
      ssl: 'certbot',
      skipValidation: false,
      authentication: false,
      allowedEmails: null,
    });
  });

  it('edits a domain: values shown, the name locked, PATCH sent, toast shown; disabling OAuth2 removes the emails', async () => {
    const { user } = renderScreen('/domains');
    await rowWith('app.example.com');
    await chooseAction(user, 'app.example.com', 'Edit Domain');
    const form = await dialog('Domain & SSL Settings');
    const domain = within(form).getByRole('textbox', { name: 'Domain' });
    expect(domain).toHaveValue('app.example.com');
    expect(domain).toHaveAttribute('readonly');
    expect(within(form).getByRole('radio', { name: "Let's Encrypt" })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('alice@example.com');
    expect(within(form).getByRole('textbox', { name: 'Email 2' })).toHaveValue('bob@example.com');

    await user.click(within(form).getByRole('switch', { name: 'Enable OAuth2 Authentication' }));
    await save(user, form);
    expect(await screen.findByText('Domain updated successfully!')).toBeInTheDocument();
    const id = demo.db.domains.find((d) => d.domain === 'app.example.com')!.id;
    const [patch] = demo.requests(`/api/domains/${id}`, 'PATCH');
    expect(await patch.body).toMatchObject({ domain: 'app.example.com', authentication: false, allowedEmails: null });
    expect(demo.db.find('domains', id)!.oauth2ServicePort).toBeNull();
  });

  it('puts a 422 answer on its field and keeps what the user typed', async () => {
    const { user, form } = await openAddDomain();
    await user.type(within(form).getByRole('textbox', { name: 'Domain' }), 'grafana.example.com');
    await user.click(within(form).getByRole('switch', { name: 'Enable OAuth2 Authentication' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Email 1' }), 'eve@example.com');
    await save(user, form);
    expect(await within(form).findByText('This domain already exists on the gateway: edit it in the Domains list, or enter another name.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Domain' })).toHaveValue('grafana.example.com');
    expect(within(form).getByRole('textbox', { name: 'Email 1' })).toHaveValue('eve@example.com');
    expect(screen.getByRole('dialog', { name: 'Domain & SSL Settings' })).toBeInTheDocument();
  });
});
