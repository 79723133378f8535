import { createsARecord, formCases } from './form-cases';
import { describeFailedSubmits } from './submit-checks';

// Every form that does not create a record; create-failures.test.tsx has the others.
describeFailedSubmits(formCases.filter((form) => !createsARecord(form)));
