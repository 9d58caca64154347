/** What the sign-in says (docs/API.md holds the same texts: the HTTP contract). */
export const AuthMessages = {
  wrongCredentials: '用户名或密码错误',
  lockedOut: '登录失败次数过多，请 15 分钟后再试',
  sessionEnded: '登录已失效，请重新登录',
  missingCredentials: '请输入用户名和密码',
  wrongOldPassword: '原密码不正确',
  tooShort: '新密码至少需要 8 个字符',
  sameAsUsername: '新密码不能与用户名相同',
  noAccount: '该账号不存在',
  adminOnly: '只有系统管理员可以管理账号',
  selfDisable: '不能停用自己的账号',
  badSuccessor: '交接人无效：请选择组织中的另一名成员',
  ssoUnmatched: (who: string) => `企业账号「${who}」没有对应的成员或账号已停用，请联系管理员`,
  ssoFailed: '企业账号登录未完成，请重试',
  ssoNotConfigured: '未配置企业账号登录',
} as const;

/** The envelope code of "no valid session" (spec 7: the app goes back to the login). */
export const SESSION_ENDED_CODE = 40000;
