
test('陈志远 (系统管理员) disables 张三 on 账号管理: 张三\'s open session ends and he can no longer sign in', async () => {
  const zhangsan = await apiAs(server.url, 'E1001', PASSWORD);
  assert.equal((await zhangsan('GET', '/api/baseinfo/get_user_summary')).data.name, '张三');
  const page = await session.newPage();
  await page.goto(`${server.url}/login`);
  await signIn(page, 'E0001', PASSWORD);
  await page.locator('.user-menu', { hasText: '陈志远' }).waitFor({ timeout: 30000 });
  await page.locator('.side-nav .side-nav-item', { hasText: /^账号管理$/ }).click();
  await page.waitForURL((url) => url.pathname === '/accountManage');
  const row = page.locator('.account-table tbody tr', { hasText: 'E1001' });
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('button', { name: /停\s*用/ }).click();
  await page.locator('.ant-popover').getByRole('button', { name: /停\s*用/ }).click();
  await row.locator('.ant-tag', { hasText: '已停用' }).waitFor();
  await shot(page, '4-account-disabled');
  assert.deepEqual(await zhangsan('GET', '/api/baseinfo/get_user_summary'), { code: 40000, msg: '登录已失效，请重新登录', data: null });
  const again = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'E1001', password: PASSWORD }) });
  assert.equal(again.status, 401);
  await closeDrawer(page);
  await signOut(page);
  await page.close();
});
