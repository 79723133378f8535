import { describeOneRequest } from './submit-checks';

describeOneRequest('Enter pressed twice', async (app, form) => {
  form.enterIn().focus();
  await app.user.keyboard('{Enter}{Enter}');
});
