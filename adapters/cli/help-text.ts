/** `approval-form --help`. */
export const HELP_TEXT = `approval-form — validate approval forms and submissions with the same rules as the web app

Usage:
  approval-form validate --form <form.json> --values <values.json> [--format json|text] [--today YYYY-MM-DD] [--hidden id,id]
  approval-form check-form --form <form.json> [--format json|text]
  approval-form --help

Commands:
  validate    Validates a submission against a form. Values are {"<control id>": value}: a string for text-like
              controls and dates, a number or numeric string for numbers, an option id or a list of ids for
              choices, {"attachments": [...], "fileList": [...]} for attachments, and for a table a list of rows,
              each a list of cells in column order.
              JSON output: {"valid", "errors": [{"controlId", "message", "row"?, "columnId"?}], "computed"}.
  check-form  Checks the form definition: formula rules, table statistics rules, logic pointing at missing
              controls or options, calculators depending on each other in a cycle, duplicate ids, unknown moduleIds.
              JSON output: {"valid", "errors": [{"controlId", "message"}]}.

Options:
  --format json|text   json (default): one JSON document; text: one line per error (Chinese message)
  --today YYYY-MM-DD   application date for date limits (default: today)
  --hidden ids         comma-separated ids of controls hidden for this approval step (not validated)

Exit status: 0 valid, 1 invalid, 2 unusable input (missing file, not JSON, wrong shape), with a one-line message.
`;
