/** `approval-form --help`. */
export const HELP_TEXT = `approval-form — validate approval forms and submissions, and check and run approval flows, with the same rules as the web app

Usage:
  approval-form validate --form <form.json> --values <values.json> [--format json|text] [--today YYYY-MM-DD] [--hidden id,id]
  approval-form check-form --form <form.json> [--format json|text]
  approval-form check-flow --flow <flow.json> --form <form.json> [--org <org.json>] [--format json|text]
  approval-form route --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] [--now YYYY-MM-DDTHH:mm] [--format json|text]
  approval-form run   --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] --actions <actions.json> [--now YYYY-MM-DDTHH:mm] [--seq n]
                      [--format json|text]
  approval-form export-bpmn --flow <flow.json> --form <form.json> [--target camunda8|camunda7|flowable] [--out <file.bpmn>]
  approval-form import-bpmn --bpmn <file.bpmn> [--target camunda8|camunda7|flowable]
  approval-form --help

Commands:
  validate    Validates a submission against a form. Values are {"<control id>": value}: a string for text-like
              controls and dates, a number or numeric string for numbers, an option id or a list of ids for
              choices ({"value": id or ids, "otherText": "..."} while the 其他 option is chosen),
              {"attachments": [...], "fileList": [...]} for attachments, and for a table a list of rows,
              each a list of cells in column order.
              JSON output: {"valid", "errors": [{"controlId", "message", "row"?, "columnId"?}], "computed"}.
  check-form  Checks the form definition: formula rules, table statistics rules, logic pointing at missing
              controls or options, calculators depending on each other in a cycle, duplicate ids, unknown moduleIds.
              JSON output: {"valid", "errors": [{"controlId", "message"}]}.
  check-flow  The checks before publishing a flow (docs/FLOW-FORMAT.md): approver or cc nodes without an assignee,
              branches without conditions, condition groups without exactly one default branch (其他情况),
              conditions, 表单内联系人 and field permissions pointing at controls or options not in the form, operators
              that do not fit the control; 审批编号 digits outside 1–10; a 标题规则 naming a control not in the form;
              with --org, users, roles, departments, flow admins and 代理 (delegations) that do not exist.
              JSON output: {"valid", "errors": [{"nodeId", "message"}]}.
  route       The route the submission will take: for each approver node its approvers in order, its mode and
              whether it passes by itself (auto: empty | dedupe | initiator); each cc node's users; a parallel
              group as its branches' steps. Only the branch taken appears. Exit 1 when the route has errors
              (no branch matches, a 发起人自选 node not chosen, an unknown user, no approver and no fallback).
              JSON output: {"steps": [Step], "errors": [{"nodeId", "message"}]} where a Step is
                {"nodeId", "type": "approver", "mode": "and"|"or"|"sequential", "approvers": [userId], "auto"?,
                 "delegatedFrom"?: {"<delegate>": "<the person away>"}}
              With the organisation's "delegations" (代理), an approver away at --now (default: now) is replaced by
              their delegate (a chain followed to its end).
                {"nodeId", "type": "cc", "users": [userId]}
                {"nodeId", "type": "parallel", "branches": [[Step]]}
  run         Starts an instance and applies the actions in order. An action is
                {"actor": userId, "action": "approve"|"reject"|"return"|"transfer"|"addSigner"|"withdraw"|"revoke"|"comment"|"resubmit",
                 "comment"?, "to"? (transfer, addSigner), "position"? ("before"|"after", addSigner),
                 "nodeId"? (return: an earlier approver node or the start node), "values"? (approve, resubmit: edited fields)}
              A refused action (no open task, a finished instance, a bad target…) changes nothing and is listed.
              revoke (撤销): the applicant, on an approved instance within settings.revokeApprovedDays days of its end.
              --now is the launch moment; --seq n the 审批编号 sequence the backend gave (default 1).
              JSON output: {"status": "pending"|"approved"|"rejected"|"withdrawn"|"revoked", "serialNo"? (with a
              settings.serialNo rule), "title" (settings.titleRule, else <发起人>的<流程名称>), "pending": [{"nodeId", "userIds"}],
              "cc": [userId], "history": [...], "refused": [{"index", "message"}]}; pending lists the people who can
              act now per node (at 依次审批 only the one whose turn it is, at 会签 those who have not yet approved).
              Exit 1 when an action was refused, or (output {"errors"}) when the instance cannot start.
  export-bpmn The flow as BPMN 2.0 XML for a BPMN engine (docs/BPMN.md): camunda8 (FEEL, zeebe: extensions; the
              default), camunda7 or flowable (JUEL \${...}). Approver nodes become multi-instance user tasks (会签,
              或签, 依次审批), cc nodes service tasks of type approval-cc, condition groups exclusive gateways with
              the default flow, parallel groups parallel gateways; with a top-down diagram. Written to stdout, or
              to --out (then prints 已导出 <file>).
  import-bpmn Reads a BPMN file of those shapes (exported here, or drawn the same way in Camunda Modeler) and
              prints the flow JSON. --target defaults to the engine whose namespace the file declares. Exit 1 with
              {"errors": [{"elementId", "message"}]} for every element that cannot be read (another element type,
              an unreadable assignee or condition, a branch that never joins, XML warnings).

Files:
  flow.json   {"id", "name", "root": {"id", "type": "start", "name", "props", "next"?: Node}, "settings"?}; see docs/FLOW-FORMAT.md
  org.json    {"users": [{"id", "name", "deptIds"}], "depts": [{"id", "name", "parentId"?, "headId"?}], "roles": [{"id", "name", "userIds"}],
               "delegations"?: [{"id", "from", "to", "start", "end", "flowIds"?}]}

Options:
  --format json|text   json (default): one JSON document; text: one line per error or step (Chinese)
  --today YYYY-MM-DD   application date for date limits (default: today)
  --hidden ids         comma-separated ids of controls hidden for this approval step (not validated)
  --org file           the organisation: users, departments (with heads) and roles
  --initiator id       the applicant's user id
  --selected json      inline JSON: the users picked for 发起人自选 nodes, by node id
  --actions file       a JSON list of actions for run
  --now time           route: the moment whose 代理 apply (default: now); run: the launch moment (local YYYY-MM-DDTHH:mm)
  --seq n              run: the 审批编号 sequence number (default 1)
  --target engine      camunda8 (default), camunda7 or flowable, for export-bpmn and import-bpmn
  --out file           where export-bpmn writes the XML
  --bpmn file          the BPMN 2.0 XML file import-bpmn reads

Example:
  approval-form route --flow leave.flow.json --form leave.form.json --values '5days.json' --org org.json --initiator u-fe1
    {"steps":[{"nodeId":"n-dept-head","type":"approver","mode":"or","approvers":["u-fe-lead"]}, ...],"errors":[]}
  approval-form run --flow leave.flow.json --form leave.form.json --values 5days.json --org org.json --initiator u-fe1 \\
    --actions actions.json      # actions.json: [{"actor": "u-fe-lead", "action": "approve"}, {"actor": "u-hr1", "action": "approve"}]
    {"status":"approved","pending":[],"cc":["u-admin1"],"history":[...],"refused":[]}

Exit status: 0 valid, 1 invalid (errors, route errors, refused actions, BPMN elements that cannot be imported), 2 unusable input (missing file, not JSON,
wrong shape — with the path of the bad field), with a one-line message in Chinese naming the file
(e.g. "表单文件 form.json：不是有效的 JSON：第 3 行第 5 列…"); a file's content is never printed.
`;
