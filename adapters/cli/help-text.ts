/** `approval-form --help`. */
export const HELP_TEXT = `approval-form — validate approval forms and submissions, and check and run approval flows, with the same rules as the web app

Usage:
  approval-form validate --form <form.json> --values <values.json> [--format json|text] [--today YYYY-MM-DD] [--hidden id,id]
  approval-form check-form --form <form.json> [--format json|text]
  approval-form check-flow --flow <flow.json> --form <form.json> [--org <org.json>] [--format json|text]
  approval-form route --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] [--format json|text]
  approval-form run   --flow <flow.json> --form <form.json> --values <values.json> --org <org.json> --initiator <userId>
                      [--selected '{"<nodeId>": ["<userId>"]}'] --actions <actions.json> [--format json|text]
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
              that do not fit the control; an approver's onReject.returnTo that is not the start node or an
              approver on the way to it; with --org, users, roles, departments and flow admins that do not exist.
              JSON output: {"valid", "errors": [{"nodeId", "message"}]}.
  route       The route the submission will take: for each approver node its approvers in order, its mode and
              whether it passes by itself (auto: empty | dedupe | initiator); each cc node's users; a parallel
              group as its branches' steps. Only the branch taken appears. Exit 1 when the route has errors
              (no branch matches, a 发起人自选 node not chosen, an unknown user, no approver and no fallback).
              JSON output: {"steps": [Step], "errors": [{"nodeId", "message"}]} where a Step is
                {"nodeId", "type": "approver", "mode": "and"|"or"|"sequential", "approvers": [userId], "auto"?}
                {"nodeId", "type": "cc", "users": [userId]}
                {"nodeId", "type": "parallel", "branches": [[Step]]}
  run         Starts an instance and applies the actions in order. An action is
                {"actor": userId, "action": "approve"|"reject"|"return"|"transfer"|"addSigner"|"withdraw"|"comment"|"resubmit",
                 "comment"?, "to"? (transfer, addSigner), "position"? ("before"|"after", addSigner),
                 "nodeId"? (return: an earlier approver node or the start node), "values"? (approve, resubmit: edited fields),
                 "signature"? (approve at a node with requireSignature: a PNG data URL or file:<id>)}
              A refused action (no open task, a finished instance, a bad target…) changes nothing and is listed.
              Approver node settings: onReject {"type":"end"} | {"type":"returnTo","nodeId"} (a reject goes back
              there and the instance stays pending), requireComment {"approve","reject"} (请填写审批意见 /
              请填写拒绝理由), requireSignature (请先签名), buttons {"<action>": {"enabled", "label"?}} (a disabled
              action is refused: 该节点不允许转交 …).
              JSON output: {"status": "pending"|"approved"|"rejected"|"withdrawn", "pending": [{"nodeId", "userIds"}],
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
  org.json    {"users": [{"id", "name", "deptIds"}], "depts": [{"id", "name", "parentId"?, "headId"?}], "roles": [{"id", "name", "userIds"}]}

Options:
  --format json|text   json (default): one JSON document; text: one line per error or step (Chinese)
  --today YYYY-MM-DD   application date for date limits (default: today)
  --hidden ids         comma-separated ids of controls hidden for this approval step (not validated)
  --org file           the organisation: users, departments (with heads) and roles
  --initiator id       the applicant's user id
  --selected json      inline JSON: the users picked for 发起人自选 nodes, by node id
  --actions file       a JSON list of actions for run
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
