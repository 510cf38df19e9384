// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NotesField } from '../../src/ui/account/form-parts';

function Notes({ readOnly = false }: { readOnly?: boolean }) {
  const [value, setValue] = useState('');
  return <NotesField label="Order Notes" value={value} onChange={(event) => setValue(event.target.value)} readOnly={readOnly} />;
}

// Issue 16: MUI's self-sizing textarea (with a hidden copy it measures) forced a layout in every render of its form.
describe('a notes field', () => {
  it('is one plain textarea three lines high, with no hidden copy to measure', async () => {
    const { container } = render(<Notes />);
    const notes = screen.getByRole('textbox', { name: 'Order Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes).not.toHaveAttribute('type');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    await userEvent.type(notes, 'Gate code 4411{Enter}Dock at the rear');
    expect(notes).toHaveValue('Gate code 4411\nDock at the rear');
  });

  it('read-only while the order is being placed', () => {
    render(<Notes readOnly />);
    expect(screen.getByRole('textbox', { name: 'Order Notes' })).toHaveAttribute('readonly');
  });
});
