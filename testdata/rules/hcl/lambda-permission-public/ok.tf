resource "aws_lambda_permission" "org" {
  statement_id     = "AllowOrg"
  action           = "lambda:InvokeFunction"
  function_name    = aws_lambda_function.api.function_name
  principal        = "*"
  principal_org_id = "o-abc123"
}

resource "aws_lambda_permission" "events" {
  statement_id  = "AllowEvents"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.api.function_name
  principal     = "events.amazonaws.com"
  source_arn    = aws_cloudwatch_event_rule.nightly.arn
}
