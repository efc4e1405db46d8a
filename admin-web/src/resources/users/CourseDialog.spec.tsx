import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@academy/contracts/testing';
import { CourseDialog } from './CourseDialog';
import { fakeDataProvider, renderInAdmin } from '../../test/admin-harness';

/** Open at first, as after a click on 'Select course'. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return <CourseDialog user={{ id: 3, course: 'SILVER' }} open={open} onClose={close} />;
}

function renderDialog(setCourse = vi.fn().mockResolvedValue(aUser({ id: 3 }))) {
  const onClose = vi.fn();
  renderInAdmin(<Harness onClose={onClose} />, {
    dataProvider: fakeDataProvider({ setCourse }),
  });
  return { setCourse, onClose };
}

const option = (name: string) => screen.getByRole('button', { name });

describe(CourseDialog.name, () => {
  it('lists the presets and the custom option, the current course marked', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Select course for user 3' })).toBeVisible();
    for (const name of ['No Course', 'SILVER', 'GOLD', 'PLATINUM', 'Custom Option']) {
      expect(option(name)).toBeVisible();
    }
    expect(option('SILVER')).toHaveClass('Mui-selected');
  });

  it.each([
    ['No Course', 'NONE'],
    ['SILVER', 'SILVER'],
    ['GOLD', 'GOLD'],
    ['PLATINUM', 'PLATINUM'],
  ])('saves %s at once when it is chosen', async (label, course) => {
    const { setCourse, onClose } = renderDialog();
    await userEvent.click(option(label));
    expect(setCourse).toHaveBeenCalledWith(3, course);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('Custom Option asks for a name, Save disabled while it is blank', async () => {
    const { setCourse } = renderDialog();
    await userEvent.click(option('Custom Option'));
    const name = screen.getByRole('textbox', { name: 'Course name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(name, '   ');
    expect(save).toBeDisabled();
    expect(setCourse).not.toHaveBeenCalled();
  });

  it('sends the typed custom name, trimmed', async () => {
    const { setCourse } = renderDialog();
    await userEvent.click(option('Custom Option'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Course name' }), '  VIP Mentoring ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(setCourse).toHaveBeenCalledWith(3, 'VIP Mentoring');
  });

  it('Back returns to the options without saving', async () => {
    const { setCourse } = renderDialog();
    await userEvent.click(option('Custom Option'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('textbox', { name: 'Course name' })).not.toBeInTheDocument();
    expect(option('GOLD')).toBeVisible();
    expect(setCourse).not.toHaveBeenCalled();
  });

  it("shows 'Error updating course' in the red banner when the API refuses", async () => {
    renderDialog(vi.fn().mockRejectedValue(new Error('403')));
    await userEvent.click(option('GOLD'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating course');
  });
});
