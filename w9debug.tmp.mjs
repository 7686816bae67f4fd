import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 3000)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 3000)));
await page.goto(`http://127.0.0.1:${process.env.P ?? 3909}${process.argv[2] ?? '/'}`);
await page.waitForTimeout(3000);
await browser.close();
