/**
 * `approval-form --help`. The node types' examples and the actions a run takes come from the registries, so a
 * registered type or action is documented here with no change to this file.
 */
import { actionKinds, nodeTypes } from '../../domain/flow';

/** Where an example's continuation lines start (under the first line's JSON). */
const EXAMPLE_INDENT = ' '.repeat(22);

/** Terminal columns of a text: a CJK character takes two. */
const columns = (text: string): number => [...text].reduce((n, c) => n + (/[\u2e80-\uffff]/.test(c) ? 2 : 1), 0);

/** `  approver (审批人)  {…}`: every registered node type with its example, in the + menu's order. */
function nodeExamples(): string {
  return nodeTypes().map((type) => {
    const head = `  ${type.type} (${type.label})`;
    const [first = '', ...rest] = type.cliExample;
    return [`${head}${' '.repeat(Math.max(1, 21 - columns(head)))}${first}`, ...rest.map((line) => EXAMPLE_INDENT + line)].join('\n');
  }).join('\n');
}

/** `"approve"|"reject"|…`: the actions a person takes in a run (the engine runs them; 催办 and system ones aside). */
function personActions(): string {
  return actionKinds().filter((kind) => kind.apply && !kind.system).map((kind) => `"${kind.name}"`).join('|');
}

export const helpText = (): string => `approval-form — validate approval forms and submissions, and check and run approval flows, with the same rules as the web app

Usage:
  approval-form validate --form <form.json> --values <values.json> [--format json|text] [--today YYYY-MM-DD] [--hidden id,id]
                         [--org <org.json>]
  approval-form display --form <form.json> --values <values.json> [--org <org.json>] [--format json|text]
  approval-form check-form --form <form.json> [--format json|text]
  approval-form check-flow --flow <flow.json> --form <form.json> [--org <org.json>] [--flows <dir>] [--format json|text]
  approval-form route --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] [--now <time>] [--format json|text]
  approval-form run   --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] --actions <actions.json> [--now <time>] [--seq n] [--format json|text]
  approval-form export-bpmn --flow <flow.json> --form <form.json> [--target camunda8|camunda7|flowable] [--out <file.bpmn>]
  approval-form import-bpmn --bpmn <file.bpmn> [--target camunda8|camunda7|flowable]
  approval-form diff-flow --from <a.json> --to <b.json> [--format json|text]
  approval-form migrate --instance <state.json> --from <a.json> --to <b.json> [--map '{"<old node id>": "<new node id>"}']
                        [--form <form.json>] [--org <org.json>] [--format json|text]
  approval-form --help

Commands:
  validate    Validates a submission against a form. Values are {"<control id>": value}: a string for text-like
              controls and dates, a number or numeric string for numbers, an option id or a list of ids for
              choices ({"value": id or ids, "otherText": "..."} while the 其他 option is chosen),
              {"attachments": [...], "fileList": [...]} for attachments, and for a table a list of rows,
              each a list of cells in column order.
              金额 a number or numeric string; 成员, 部门 and 关联审批单 a list of ids; 身份证号 a string.
              With --org (the flow format's organisation, "disabled": true on a user who left), 成员 and 部门 ids
              are checked against it (人员不存在：id, 张三已离职, 部门不存在：id); without it any non-empty id is accepted.
              JSON output: {"valid", "errors": [{"controlId", "message", "row"?, "columnId"?}], "computed"}.
  display     The text the read-only view, print and exports show, for every control that holds a value and is
              not hidden by logic: 金额 as ¥1,234.50, people and departments by name (with --org), choices by label.
              JSON output: {"<controlId>": {"text", "capital"?}} — "capital": the 大写 of a CNY 金额.
  check-form  Checks the form definition: formula rules, table statistics rules, logic pointing at missing
              controls or options, calculators depending on each other in a cycle, duplicate ids, unknown moduleIds.
              JSON output: {"valid", "errors": [{"controlId", "message"}]}.
  check-flow  The checks before publishing a flow (docs/FLOW-FORMAT.md): approver or cc nodes without an assignee,
              branches without conditions, condition groups without exactly one default branch (其他情况),
              conditions, 表单内联系人 and field permissions pointing at controls or options not in the form, operators
              that do not fit the control; a delay without a valid delay (minutes not a positive integer, at not a
              time, a field that is not a date control); a timeout without a positive duration, with an unknown
              action or repeat below 1; a calendar with a bad date, weekday or hours; 包容分支 checked as a condition
              group; a 按比例会签 ratio outside 1–100; an approver's onReject.returnTo that is not the start node or an
              approver on the way to it; 审批编号 digits outside 1–10; a 标题规则 naming a control not in the form;
              触发器 without an absolute http(s) URL, a body or setFields control not in the form, a value it cannot
              hold; 子流程 without flowId; with --flows, a 子流程 flow that does not exist or is not published, or a
              fieldMap control missing on either side; with --org, users, roles, departments, flow admins and 代理
              (delegations) that do not exist.
              JSON output: {"valid", "errors": [{"nodeId", "message"}]}.
  route       The route the submission will take: for each approver node its approvers in order, its mode and
              whether it passes by itself (auto: empty | dedupe | initiator); each cc node's users; a parallel
              group as its branches' steps. Only the branch taken appears. Exit 1 when the route has errors
              (no branch matches, a 发起人自选 node not chosen, an unknown user, no approver and no fallback).
              JSON output: {"steps": [Step], "errors": [{"nodeId", "message"}]} where a Step is
                {"nodeId", "type": "approver", "mode": "and"|"or"|"sequential"|"ratio", "approvers": [userId], "auto"?,
                 "delegatedFrom"?: {"<delegate>": "<the person away>"}}
                {"nodeId", "type": "handler", "mode", "approvers": [userId], "auto"?}   (办理人)
              With the organisation's "delegations" (代理), an approver away at --now (default: now) is replaced by
              their delegate (a chain followed to its end).
                {"nodeId", "type": "cc", "users": [userId]}
                {"nodeId", "type": "parallel", "branches": [[Step]]}
                {"nodeId", "type": "inclusive", "branches": [[Step]]}   (包容分支: the taken branches, default last)
                {"nodeId", "type": "delay"}                          (延时: waits, nobody acts; text output
                                                                      reads the wait: 延时 冷静期：延时 2 小时)
                {"nodeId", "type": "trigger"}             (a setFields trigger changes what later conditions read)
                {"nodeId", "type": "subflow", "flowId"}
                {"nodeId", "type": "router", "jumpTo"}   (路由分支: a route matched; forward the steps go on from
                                                          the target, backward or to "end" the preview ends here)
  run         Starts an instance and applies the actions in order. An action is
                {"actor": userId, "action": one of
                 ${personActions()},
                 "comment"?, "to"? (transfer, delegate: a userId; addSigner, removeSigner: a userId or [userId], at most 10),
                 "position"? ("before"|"after"|"parallel", addSigner), "mode"? ("and"|"or"|"sequential", addSigner, default and),
                 "attachments"? ([fileId], at most 9: approve, reject, return, comment, resolve),
                 "nodeId"? (return: an earlier approver node or the start node), "values"? (approve, resubmit: edited fields),
                 "signature"? (approve at a node with requireSignature: a PNG data URL or file:<id>),
                 "at"? (when it happened, YYYY-MM-DDTHH:mm; default: the previous action's time, or --now)}
              or a system action without actor: {"action": "tick", "at"} fires whatever is due by then — delays,
              approver timeouts (remind / approve / reject / escalate) — in due order; {"action": "subflowFinished",
              "nodeId", "result": "approved"|"rejected"|"withdrawn", "comment"? (the reason)} for a 子流程 node the
              instance waits on. Every action with a later "at" first fires what was due before it.
              A refused action (no open task, a finished instance, a bad target…) changes nothing and is listed.
              Approver node settings: onReject {"type":"end"} | {"type":"returnTo","nodeId"} (a reject goes back
              there and the instance stays pending), requireComment {"approve","reject"} (请填写审批意见 /
              请填写拒绝理由), requireSignature (请先签名), buttons {"<action>": {"enabled", "label"?}} (a disabled
              action is refused: 该节点不允许转交 …).
              revoke (撤销): the applicant, on an approved instance within settings.revokeApprovedDays days of its end.
              addSigner (加签): before — the added people decide first (by mode), then the task comes back to the actor;
              after — the actor's approval is recorded and they decide next; parallel (并加签) — they join the node
              beside the actor under the node's own mode. Refused: oneself, someone deciding or decided here, an
              unknown person, more than 10 (加签人数不能超过 10 人). removeSigner (减签): only people the actor added
              who have not decided (只能减去由你加签且尚未处理的人员). delegate (委派): the delegate's only moves are
              approve / resolve (交回; the task opens again for the actor) and comment (委派的任务只能处理后交回).
              retract (撤回同意): the actor's latest approve, while nothing was decided after it (后续节点已处理，不能撤回).
              --seq n is the 审批编号 sequence the backend gave (default 1).
              JSON output: {"status": "pending"|"approved"|"rejected"|"withdrawn"|"revoked", "serialNo"? (with a
              settings.serialNo rule), "title" (settings.titleRule, else <发起人>的<流程名称>), "pending": [{"nodeId", "userIds"}],
              "cc": [userId], "history": [...], "refused": [{"index", "message"}], "waiting": [{"nodeId", "type",
              "until"?}], "reminders": [{"nodeId", "userId", "at"}], "outbox": [{"nodeId", "method", "url", "headers"?,
              "body"}], "subflows": [{"nodeId", "flowId", "initiator", "values"}]} (each [] when empty); pending lists the people who can
              act now per node (at 依次审批 only the one whose turn it is, at 会签 those who have not yet approved).
              Exit 1 when an action was refused, or (output {"errors"}) when the instance cannot start.
  export-bpmn The flow as BPMN 2.0 XML for a BPMN engine (docs/BPMN.md): camunda8 (FEEL, zeebe: extensions; the
              default), camunda7 or flowable (JUEL \${...}). Approver nodes become multi-instance user tasks (会签,
              或签, 依次审批), cc nodes service tasks of type approval-cc, condition groups exclusive gateways with
              the default flow, parallel groups parallel gateways, 包容分支 inclusive gateways, 延时 timer events,
              http 触发器 the REST connector (camunda8) / Flowable's http task / the approval bean (camunda7),
              子流程 call activities (or a start-subflow job without wait); with a top-down diagram. Written to
              stdout, or to --out (then prints 已导出 <file>).
  import-bpmn Reads a BPMN file of those shapes (exported here, or drawn the same way in Camunda Modeler) and
              prints the flow JSON. --target defaults to the engine whose namespace the file declares. Exit 1 with
              {"errors": [{"elementId", "message"}]} for every element that cannot be read (another element type,
              an unreadable assignee or condition, a branch that never joins, XML warnings).
  diff-flow   Compares two versions of a flow (a flow JSON, or a design {"flow", "form"}: then the forms too):
              nodes and branches added, removed, moved and changed per prop, changed settings; form controls
              added, removed and changed (type, title, required, options, other keys). Exit 0 when the versions
              are the same, 1 when they differ.
              JSON output: {"same", "changes": [{"kind": "added"|"removed"|"moved"|"changed", "id", "element":
              "node"|"branch", "type", "name", "props"?: [{"prop", "before"?, "after"?}], "from"?, "to"?}],
              "settings": [{"prop", "before"?, "after"?}], "form"?: [{"kind", "controlId", "title", "moduleId", "props"?}]}.
              Text: one line per change, e.g. 审批节点「人事审批」：审批方式 或签 → 会签.
  migrate     Moves a running instance (its engine state, or a record holding it under "flowState") from version
              --from to version --to (迁移). It moves when every node it waits at exists in the target (by id, or
              by --map old → new) with the same type, and its values pass the target's form (--form, or the form
              of a design file given as --to; unchecked without either). Decided tasks and history stay; where the
              target node asks other people or another way (审批方式), its tasks are given again (--org names
              the people of roles, departments and supervisors).
              JSON output: {"moved": true, "state", "standing": [{"nodeId", "nodeName", "userIds", "reassigned"}]}
              or, exit 1, {"moved": false, "reasons": [{"nodeId"?, "controlId"?, "message"}]}.

Files:
  flow.json   {"id", "name", "root": {"id", "type": "start", "name", "props", "next"?: Node}, "settings"?}; see docs/FLOW-FORMAT.md
  org.json    {"users": [{"id", "name", "deptIds"}], "depts": [{"id", "name", "parentId"?, "headId"?}], "roles": [{"id", "name", "userIds"}],
               "delegations"?: [{"id", "from", "to", "start", "end", "flowIds"?}]}

Node types (docs/FLOW-FORMAT.md), examples:
${nodeExamples()}
  ratio (按比例会签)  "props": {"assignee": ..., "mode": "ratio", "ratio": 60} — passes once ceil(60 × n / 100) of the n
                      approvers approved; rejected once the rejections make that impossible
  whenInitiator      "props": {..., "whenInitiator": "self"|"autoPass"|"supervisor"|"deptHead"} — 审批人与发起人为同一人时:
                      approve as anyone / pass by itself (auto: "initiator") / their 直属主管 or 部门负责人 takes their place;
                      settings.initiatorAutoApprove: true means autoPass everywhere

Options:
  --format json|text   json (default): one JSON document; text: one line per error or step (Chinese)
  --today YYYY-MM-DD   application date for date limits (default: today)
  --hidden ids         comma-separated ids of controls hidden for this approval step (not validated)
  --org file           the organisation: users, departments (with heads) and roles
  --initiator id       the applicant's user id
  --selected json      inline JSON: the users picked for 发起人自选 nodes, by node id
  --actions file       a JSON list of actions for run
  --now time           run: the start time; route: the moment of the preview (YYYY-MM-DDTHH:mm[:ss], local;
                       default: the current local time)
  --flows dir          check-flow: the flows a 子流程 may start, one *.json per flow: {"flow", "form", "published"}
  --seq n              run: the 审批编号 sequence number (default 1)
  --target engine      camunda8 (default), camunda7 or flowable, for export-bpmn and import-bpmn
  --out file           where export-bpmn writes the XML
  --bpmn file          the BPMN 2.0 XML file import-bpmn reads
  --from, --to file    the two versions diff-flow compares and migrate moves between
  --instance file      the instance state migrate moves
  --map json           inline JSON: for migrate, old node id → new node id

Example:
  approval-form route --flow leave.flow.json --form leave.form.json --values '5days.json' --org org.json --initiator u-fe1
    {"steps":[{"nodeId":"n-dept-head","type":"approver","mode":"or","approvers":["u-fe-lead"]}, ...],"errors":[]}
  approval-form run --flow leave.flow.json --form leave.form.json --values 5days.json --org org.json --initiator u-fe1 \\
    --actions actions.json      # actions.json: [{"actor": "u-fe-lead", "action": "approve"}, {"actor": "u-hr1", "action": "approve"}]
    {"status":"approved","pending":[],"cc":["u-admin1"],"history":[...],"refused":[],"waiting":[],"reminders":[],...}
  A 延时 node and an approver timeout, driven by tick (flow: {"type": "delay", "props": {"delay": {"type":
  "duration", "minutes": 120}}} then an approver with "timeout": {"after": {"hours": 1}, "action": "remind"}):
  approval-form run ... --now 2026-11-23T10:00 --actions actions.json   # [{"action": "tick", "at": "2026-11-23T13:00"}]
    {"status":"pending","pending":[{"nodeId":"a1","userIds":["u-fe2"]}],"waiting":[],
     "reminders":[{"nodeId":"a1","userId":"u-fe2","at":"2026-11-23T13:00"}],...}
  approval-form check-flow --flow leave.flow.json --form leave.form.json --flows flows/
    # a node {"type": "trigger", "props": {"trigger": {"type": "http", "method": "POST", "url": "https://erp.example.com/x",
    #   "body": {"days": "leave_days", "src": {"const": "oa"}}}}} or {"type": "subflow", "props": {"subflow": {"flowId":
    #   "flow-purchase", "fieldMap": {"purchase_item": "leave_reason"}, "initiator": "initiator", "wait": true}}}
  approval-form run ... --actions a.json   # a.json: [{"action": "subflowFinished", "nodeId": "n-buy", "result": "approved"}]
  The approver's moves (issue 42), one actions file each:
    [{"actor": "u-fe-lead", "action": "addSigner", "to": ["u-fe2", "u-be1"], "position": "before", "mode": "or"}]
                                                         # 前加签 郑前端 → 李四、陈五（或签）decide first, then 郑前端
    [{"actor": "u-fe-lead", "action": "addSigner", "to": ["u-fe2", "u-be1"], "position": "parallel"},
     {"actor": "u-fe-lead", "action": "removeSigner", "to": ["u-be1"]}]          # 并加签 two, then 减签 one
    [{"actor": "u-fe-lead", "action": "delegate", "to": "u-fe2", "comment": "帮我看看"},
     {"actor": "u-fe2", "action": "approve", "comment": "没问题", "attachments": ["file-1"]},
     {"actor": "u-fe-lead", "action": "approve"}]         # 委派给 李四 → 李四 已处理并交回 → 郑前端 decides
    [{"actor": "u-fe-lead", "action": "approve"}, {"actor": "u-fe-lead", "action": "retract"}]
                                                         # a 5-day leave: 撤回了同意, 郑前端's task is open again

Exit status: 0 valid, 1 invalid (errors, route errors, refused actions, BPMN elements that cannot be imported,
versions that differ, an instance that cannot move), 2 unusable input (missing file, not JSON,
wrong shape — with the path of the bad field), with a one-line message in Chinese naming the file
(e.g. "表单文件 form.json：不是有效的 JSON：第 3 行第 5 列…"); a file's content is never printed.
`;
