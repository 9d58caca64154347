/** A group robot's kind: 钉钉, 企业微信, 飞书. */
export type RobotChannel = 'dingtalk' | 'wecom' | 'feishu';

/**
 * A group robot as the browser sees it (issue 40): where it posts and about what — the flows of `modelIds` and
 * the applicants of `deptIds`. The signature secret never comes back in full: `secretMask` says one is set.
 */
export interface GroupRobot {
  readonly id: string;
  readonly channel: RobotChannel;
  readonly name: string;
  readonly url: string;
  readonly secretMask?: string;
  readonly modelIds: readonly string[];
  readonly deptIds: readonly string[];
}

/** A robot as saved: `secret` left out keeps the stored one, '' removes it, any other text replaces it. */
export interface GroupRobotSave extends Omit<GroupRobot, 'id' | 'secretMask'> {
  readonly id?: string;
  readonly secret?: string;
}

/** 群机器人 (系统管理员; docs/API.md, /flow/workflow/notify/robots and test_robot). */
export const GroupRobotsApi = Symbol('GroupRobotsApi');
export interface GroupRobotsApi {
  /** GET notify/robots */
  list(): Promise<GroupRobot[]>;
  /** POST notify/robots: replaces the whole list; 400 with the reason for an invalid or refused address. */
  save(list: readonly GroupRobotSave[]): Promise<GroupRobot[]>;
  /** POST notify/test_robot: a test message through the outbound check; 400 with why it did not go. */
  test(id: string): Promise<void>;
}
