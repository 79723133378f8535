import { startSuiteClock } from '../suite-clock';

// The journeys' own process (the mock server of fixtures.ts useLiveSite, the dates a test types) and
// its pages (newPanelContext) run at the suite's moment, by one shift of the same real clock.
startSuiteClock();
