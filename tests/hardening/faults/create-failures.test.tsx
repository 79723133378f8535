import { createsARecord, formCases } from './form-cases';
import { describeFailedSubmits } from './submit-checks';

// Every form that creates a record; submit-failures.test.tsx has the others.
describeFailedSubmits(formCases.filter(createsARecord));
