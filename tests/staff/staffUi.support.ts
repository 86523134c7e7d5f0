/**
 * What the staff-account UI path suites share: the list answered at once with the four demo
 * accounts, every account call held until a step answers it, and the click that opens a dialog
 * as soon as the list shows its button (the journey's first gesture: the dialog's machine starts
 * there).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { PasswordChoice, SaveStaffResult, StaffCreate, StaffRoleOption, StaffSortColumn, StaffUpdate, StaffUser } from '../../machines/staff/index.ts';
import { pageOf, STAFF_LIST_RULES } from '../records/inMemoryList.ts';
import { STAFF } from '../features/featureKit.tsx';
import { Held, type UiRun } from '../paths/run.ts';

export interface StaffCalls {
  roles: Held<StaffRoleOption[], [undefined?, AbortSignal?]>;
  create: Held<SaveStaffResult, [{ input: StaffCreate; idempotencyKey: string }, AbortSignal?]>;
  update: Held<StaffUser, [{ id: number; update: StaffUpdate }, AbortSignal?]>;
  reload: Held<StaffUser, [number, AbortSignal?]>;
  setEnabled: Held<StaffUser, [{ id: number; enabled: boolean }, AbortSignal?]>;
  reset: Held<SaveStaffResult, [{ id: number; password: PasswordChoice }, AbortSignal?]>;
}

const byAnswer = new WeakMap<object, StaffCalls>();

export function heldStaffApi() {
  const calls: StaffCalls = {
    roles: new Held('listStaffRoles'),
    create: new Held('createStaff'),
    update: new Held('updateStaff'),
    reload: new Held('getStaff'),
    setEnabled: new Held('setStaffEnabled'),
    reset: new Held('resetStaffPassword'),
  };
  byAnswer.set(calls.create.call, calls);
  return {
    listStaff: async (query: ListQuery<StaffSortColumn>) => pageOf(STAFF, query, STAFF_LIST_RULES),
    listStaffRoles: calls.roles.call,
    createStaff: calls.create.call,
    updateStaff: calls.update.call,
    getStaff: calls.reload.call,
    setStaffEnabled: calls.setEnabled.call,
    resetStaffPassword: calls.reset.call,
  };
}

export function staffCallsOf(ui: UiRun): StaffCalls {
  const answer = ui.deps.api.createStaff.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldStaffApi()');
  return calls;
}

/** Clicks the list's button named `name` once it is on screen (polling with the real clock). */
export function clickWhenShown(name: string, timeoutMs = 5000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name });
    if (button) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

/** Leaves by the sidebar (the page behind a modal is inert for people, not for events). */
export function followSidebarLink(): void {
  // By id: behind the modal the sidebar is hidden from the accessibility tree.
  const sidebar = document.getElementById('sofia-sidebar');
  if (!sidebar) throw new Error('no sidebar');
  const group = within(sidebar).getByRole('button', { name: 'Administración', hidden: true });
  if (group.getAttribute('aria-expanded') !== 'true') fireEvent.click(group);
  fireEvent.click(within(sidebar).getByRole('link', { name: 'Roles', hidden: true }));
}
