// Writes the icons the panel shows from the code (scripts/lib/icons.ts): src/styles/icons-generated.css,
// the rule of each `pi-…` icon that src/ and mocks/ use, and src/styles/primeicons-panel.woff2, primeicons'
// font with just their glyphs. Usage: npm run icons (after adding or removing an icon; the same code gives
// the same files, and tests/styles/icons.test.ts fails while they lag behind the code).
import { writeFileSync } from 'node:fs';
import { buildIcons, iconFiles } from './lib/icons';

const { icons, rules, font } = await buildIcons(process.cwd());
writeFileSync(iconFiles.rules, rules);
writeFileSync(iconFiles.font, font);
console.log(`${icons.length} icons: ${iconFiles.rules}, ${iconFiles.font} (${font.length} bytes)`);
