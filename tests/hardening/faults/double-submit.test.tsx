import { describeOneRequest } from './submit-checks';

describeOneRequest('a double-click on the submit', (app, form) => app.user.dblClick(form.submit()));
